import { expect, type APIRequestContext } from '@playwright/test';
import { latestMailTo } from './outbox';
import { providerViaApi } from './catalogue-admin';

const SAMPLE_PHOTOS = ['/api/media/sample/villa-1-1.svg', '/api/media/sample/villa-1-2.svg'];

/** A villa in Lekki, Lagos, created and published by the admin signed in on `request`. */
export async function publishVillaViaApi(request: APIRequestContext, title: string) {
  const provider = await providerViaApi(request, { name: `${title} Realty`, active: false });
  const created = await request.post('/api/admin/properties', {
    data: {
      title,
      location: 'Lekki, Lagos',
      state: 'Lagos',
      town: 'Lekki',
      description: 'A villa published by a browser test.',
      propertyType: 'Villa',
      bedrooms: 4,
      bathrooms: 3,
      squareFeet: 3200,
      priceUsd: 250_000_00,
      priceNgn: 387_500_000_00,
      providerId: provider.id,
      photos: SAMPLE_PHOTOS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { property } = (await created.json()) as { property: { id: string } };
  const published = await request.put(`/api/admin/properties/${property.id}/published`, {
    data: { published: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  return property;
}

/**
 * Waits for the saved-search alert mailed to `email` that names `title` (the e2e server runs the alert job every
 * minute, decision 043) and answers its unsubscribe link.
 */
export async function alertUnsubscribeLink(email: string, title: string): Promise<string> {
  const mail = () => (latestMailTo(email) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  await expect
    .poll(() => mail().includes('New listings for your saved search') && mail().includes(title), {
      message: `the alert to ${email}`,
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(true);
  const link = /https?:\/\/[^\s"'<>]+\/unsubscribe\/[^\s"'<>]+/.exec(mail())?.[0];
  if (!link) throw new Error('the alert has no unsubscribe link');
  return link;
}
