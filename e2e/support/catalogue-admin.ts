import { expect, type APIRequestContext } from '@playwright/test';
import { pngFile } from './photos';

/** Uploads a photo through the console's API and answers the URL a listing or provider stores. */
export async function uploadViaApi(request: APIRequestContext, background = '#246'): Promise<string> {
  const response = await request.post('/api/admin/uploads', {
    multipart: { file: await pngFile('logo.png', background) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { photo: { url: string } }).photo.url;
}

/** A realty provider made through the API; inactive ones stay off the public providers page. */
export async function providerViaApi(
  request: APIRequestContext,
  { name, active }: { name: string; active: boolean },
): Promise<{ id: string; name: string }> {
  const response = await request.post('/api/admin/realty-providers', {
    data: {
      name,
      description: 'A provider made by a browser test.',
      logoUrl: await uploadViaApi(request),
      applicationFeeUsd: 80_00,
      applicationFeeNgn: 124_000_00,
      active,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { provider: { id: string; name: string } }).provider;
}
