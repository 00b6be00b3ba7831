import { expect, type APIRequestContext } from '@playwright/test';
import { unsubscribeKey, unsubscribePath } from '../../src/server/modules/real-estate';
import { E2E_AUTH_SECRET } from '../../playwright.config';

/** A customer's saved search for villas matching a word of the test's own, saved through the API the button uses. */
export async function savedVillaSearch(request: APIRequestContext, tag: string): Promise<{ id: string }> {
  const saved = await request.post('/api/saved-searches', {
    data: { type: 'Villa', search: `Alert${tag}` },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { search: { id: string } }).search;
}

/**
 * The unsubscribe link every alert to this search carries (decision 043): the server makes it from its secret with
 * this same function, and the e2e server's secret is the suite's (E2E_AUTH_SECRET). The alert job that mails it runs
 * once an hour, so the browser tests do not wait for one: unsubscribe.test.ts runs the job and follows this link
 * from the mail itself.
 */
export function alertUnsubscribePath(searchId: string): string {
  return unsubscribePath(unsubscribeKey(E2E_AUTH_SECRET), searchId);
}
