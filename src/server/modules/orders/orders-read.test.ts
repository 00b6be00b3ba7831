import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { adminClient } from '../../../testing/admin-client';
import { placeOrderAs } from '../../../testing/order-api';
import { makeBeneficiary } from '../../../testing/order-factories';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient } from '../../../testing/test-client';
import { ORDER_NOT_FOUND } from './orders.service';

const NOT_FOUND = { error: { code: 'not_found', message: ORDER_NOT_FOUND } };

describe('GET /api/orders/:id', () => {
  it('shows the order to its owner and to an admin', async ({ testApp, customer: { client } }) => {
    const placed = await placeOrderAs(client);

    // The order as placed, with the one status it has had so far.
    // Pending, so not renewable, and no renewal either way (docs/decisions/039).
    const detail = {
      ...placed,
      timeline: [{ status: 'pending', at: placed.createdAt }],
      renewsOrder: null,
      renewedBy: null,
      renewal: null,
      // No partner has taken a step yet (issue 33 point 6).
      partnerSteps: [],
    };
    const own = await client.api.orders[':id'].$get({ param: { id: placed.id } });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ order: detail });

    const { client: admin } = await adminClient(testApp);
    const asAdmin = await admin.api.orders[':id'].$get({ param: { id: placed.id } });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toEqual({ order: detail });
  });

  it("answers another user's order exactly like an unknown or malformed id: 404", async ({
    testApp,
    customer: owner,
  }) => {
    const placed = await placeOrderAs(owner.client);
    const { client: other } = await signedUpClient(testApp);
    for (const id of [placed.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const response = await other.api.orders[':id'].$get({ param: { id } });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });

  it('needs a session', async ({ testApp }) => {
    const response = await createTestClient(testApp).api.orders[':id'].$get({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/orders', () => {
  it("lists only the caller's own orders, newest first, as summaries", async ({
    testApp,
    customer: { client },
  }) => {
    const { client: other } = await signedUpClient(testApp);
    const first = await placeOrderAs(client, { planId: 'super' });
    await placeOrderAs(other);
    const second = await placeOrderAs(client, {
      planId: 'zenith',
      beneficiaries: [makeBeneficiary(), makeBeneficiary(), makeBeneficiary()],
    });

    const response = await client.api.orders.$get();
    expect(response.status).toBe(200);
    const { orders } = await response.json();
    expect(orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(orders[0]).toEqual({
      id: second.id,
      confirmationNumber: second.confirmationNumber,
      planId: 'zenith',
      planName: second.planName,
      status: 'pending',
      totalUsd: second.totalUsd,
      totalNgn: second.totalNgn,
      coverageStartDate: second.coverageStartDate,
      coverageEndDate: second.coverageEndDate,
      createdAt: second.createdAt,
      beneficiaryCount: 3,
      renewable: false,
      // Nobody invited before payment (docs/decisions/049), nothing answered; no link in the list.
      invitations: second.beneficiaries.map((person) =>
        expect.objectContaining({
          firstName: person.firstName,
          state: 'not-sent',
          invitedAt: null,
          consent: null,
          hospital: null,
        }),
      ),
    });
    expect(orders[0]?.invitations[0]).not.toHaveProperty('link');
    expect(orders[0]?.invitations[0]).not.toHaveProperty('shareLink');
  });

  it('is empty for a new user and needs a session', async ({ testApp, customer: { client } }) => {
    expect(await (await client.api.orders.$get()).json()).toEqual({ orders: [] });
    expect((await createTestClient(testApp).api.orders.$get()).status).toBe(401);
  });
});
