import { expect, type Locator, type Page } from '@playwright/test';
import { findPlan } from '../../src/domain/catalogue/catalogue';
import { formatNgn, formatUsd } from '../../src/domain/money';

/** The five providers' plan pages, in the order the options page lists them. */
export const PROVIDER_PAGES = [
  { name: 'HomeReach', path: '/healthcare/homereach-plans', heading: 'HomeReach Plans' },
  { name: 'Diaspora UHMS', path: '/healthcare/plans', heading: 'Diaspora UHMS Plans' },
  { name: 'Tangerine Health', path: '/healthcare/tangerine-plans', heading: 'Tangerine Health Plans' },
  {
    name: 'Ally Partners Medicare',
    path: '/healthcare/smathealth-plans',
    heading: 'Ally Partners Medicare Plans',
  },
  { name: 'Venus Medicare', path: '/healthcare/venus-plans', heading: 'Venus Medicare Plans' },
] as const;

/** The price texts a card shows for a plan, formatted from the catalogue itself. */
export function pricesOf(id: string) {
  const plan = findPlan(id);
  if (!plan) throw new Error(`no plan ${id}`);
  return { usd: formatUsd(plan.price.usd), ngn: formatNgn(plan.price.ngn), name: plan.name };
}

/** A provider's or plan's card, by its exact name. */
export function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** `scope` shows the plan's catalogue price in both currencies. */
export async function expectPrices(scope: Locator, id: string) {
  const { usd, ngn } = pricesOf(id);
  await expect(scope).toContainText(usd);
  await expect(scope).toContainText(ngn);
}

/** The compare page's table. */
export function comparisonTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Plan comparison' });
}
