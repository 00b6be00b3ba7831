import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ADMIN_IDLE_TIMEOUT_MS } from '../../../domain/accounts/admin-session';
import { PARTNER_MESSAGES } from '../../../domain/partners/partner';
import { it } from '../../../testing/api-test';
import { fillPath } from '../../../testing/fuzz-inputs';
import { apiRoutes } from '../../../testing/fuzz-routes';
import { createPartnerOrganisation, partnerClient } from '../../../testing/partners';
import type { TestClient } from '../../../testing/test-client';
import { adminSessionActivity, session, user } from '../../db/schema';

/** The doors a partner's people go through: their portal, their invitation, their own account and sign-in. */
const PARTNER_DOORS = [/^\/api\/partner\//, /^\/api\/partner-/, /^\/api\/auth\//, /^\/api\/me$/];

const send = (client: TestClient, method: string, path: string) =>
  client.fetch(path, {
    method,
    ...(method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
  });

describe("a partner's people are never customers (decision 079)", () => {
  it('answer 403 on every route that needs a session, outside the partner doors', async ({
    testApp,
    admin,
    clients,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client: partner } = await partnerClient(testApp, organisation.id, { role: 'manager' });
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const routes = (await apiRoutes(testApp)).filter(
      ({ path }) => !PARTNER_DOORS.some((door) => door.test(path)),
    );
    // All at once: each answer is one in-process request, and one by one they took 11 s.
    const answers = await Promise.all(
      routes.map(async ({ method, path }) => {
        const url = fillPath(path, ids);
        if ((await send(clients.anonymous, method, url)).status !== 401) return undefined;
        return { route: `${method} ${path}`, status: (await send(partner, method, url)).status };
      }),
    );
    const guarded = answers.filter((answer) => answer !== undefined);
    expect(guarded.filter(({ status }) => status !== 403)).toEqual([]);
    const refused = guarded.map(({ route }) => route);
    // Every customer page's data, and the console's, is behind a session: the check above is not vacuous.
    expect(refused).toEqual(expect.arrayContaining(['GET /api/orders', 'GET /api/notifications']));
    expect(refused.length).toBeGreaterThan(40);

    const orders = await partner.fetch('/api/orders');
    expect(await orders.json()).toMatchObject({
      error: { code: 'forbidden', message: PARTNER_MESSAGES.notACustomer },
    });
    expect((await partner.fetch('/api/me')).status).toBe(200);
  });

  it('ends an idle partner session in the portal’s own words', async ({ testApp, admin, db }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client, email } = await partnerClient(testApp, organisation.id);
    expect((await client.fetch('/api/partner/me')).status).toBe(200);
    const [row] = await db
      .select({ id: session.id })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
    await db
      .update(adminSessionActivity)
      .set({ lastActiveAt: new Date(Date.now() - ADMIN_IDLE_TIMEOUT_MS - 60_000) })
      .where(eq(adminSessionActivity.sessionId, row!.id));
    const expired = await client.fetch('/api/partner/me');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.idleExpired } });
  });
});
