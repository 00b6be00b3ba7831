import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { TestApp } from '../../testing/test-app';
import { adminClient } from '../../testing/admin-client';
import { placeOrderAs } from '../../testing/order-api';
import { createProperties, createProvider, makeProperty } from '../../testing/property-factories';
import type { TestClient } from '../../testing/test-client';
import { user } from '../db/schema';

/**
 * The owner-or-admin reads answer an admin who is not yet trusted (no two-factor, or a longer password still
 * owed) exactly as they answer a stranger, and a trusted admin as before.
 */

/** The three kinds of admin: trusted, without two-factor, and with two-factor but owing a longer password. */
async function admins(testApp: TestApp) {
  const db = testApp.runtime.database.db;
  const trusted = (await adminClient(testApp)).client;
  const withoutTwoFactor = (await adminClient(testApp, { twoFactor: false })).client;
  const owing = await adminClient(testApp);
  await db.update(user).set({ passwordChangeRequired: true }).where(eq(user.id, owing.userId));
  return { trusted, untrusted: [withoutTwoFactor, owing.client] };
}

async function expectOnlyTrusted(testApp: TestApp, send: (client: TestClient) => Promise<Response>) {
  const { trusted, untrusted } = await admins(testApp);
  for (const [index, client] of untrusted.entries()) {
    const refused = await send(client);
    expect(refused.status, `untrusted admin ${index}`).toBe(404);
    expect(await refused.json()).toMatchObject({ error: { code: 'not_found' } });
  }
  expect((await send(trusted)).status, 'a trusted admin').toBe(200);
}

describe('owner-or-admin reads', () => {
  it("GET /api/orders/:id of someone else's order", async ({ testApp, customer: owner }) => {
    const placed = await placeOrderAs(owner.client);
    await expectOnlyTrusted(testApp, (client) => client.api.orders[':id'].$get({ param: { id: placed.id } }));
  });

  it('GET /api/properties/:id of an unpublished listing', async ({ db, testApp }) => {
    const provider = await createProvider(db);
    const [draft] = await createProperties(db, [makeProperty(provider.id, { published: false })]);
    await expectOnlyTrusted(testApp, (client) =>
      client.api.properties[':id'].$get({ param: { id: draft!.id } }),
    );
  });
});
