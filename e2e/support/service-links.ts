import { expect, type Locator } from '@playwright/test';

/** The three services' links, each to its own page (the landing page and the home screen both show them). */
export async function expectServiceLinks(services: Locator) {
  await expect(services.getByRole('link', { name: /Health Insurance/ })).toHaveAttribute(
    'href',
    '/healthcare',
  );
  await expect(services.getByRole('link', { name: /Real Estate/ })).toHaveAttribute(
    'href',
    '/real-estate-providers',
  );
  await expect(services.getByRole('link', { name: /Funeral Insurance/ })).toHaveAttribute(
    'href',
    '/funeral-insurance',
  );
}
