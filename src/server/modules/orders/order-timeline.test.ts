import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { consentForEveryone } from '../../../testing/invitations';
import { placeOrderAs } from '../../../testing/order-api';
import { signedUpClient } from '../../../testing/signed-up-client';

describe("GET /api/orders/:id: the order's status timeline (docs/decisions/032)", () => {
  it('shows its owner every status the order has had, oldest first, with when', async ({
    testApp,
    customer: { client },
    admin,
  }) => {
    const placed = await placeOrderAs(client);
    for (const status of ['paid', 'active']) {
      // The people are invited once it is paid, and answer before it can become active (docs/decisions/049).
      if (status === 'active') await consentForEveryone(client, placed.id);
      const changed = await admin.client.postJson(`/api/admin/orders/${placed.id}/status`, {
        status,
        note: 'Transfer seen on the statement of 24 Nov',
      });
      expect(changed.status).toBe(200);
    }

    const response = await client.api.orders[':id'].$get({ param: { id: placed.id } });
    expect(response.status).toBe(200);
    const { order } = await response.json();
    expect(order.status).toBe('active');
    expect(order.timeline.map((step) => step.status)).toEqual(['pending', 'paid', 'active']);
    expect(order.timeline[0]?.at).toBe(placed.createdAt);
    const times = order.timeline.map((step) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The admins' notes and who made each change stay in the console.
    expect(JSON.stringify(order.timeline)).not.toContain('statement');

    const { client: other } = await signedUpClient(testApp);
    const refused = await other.api.orders[':id'].$get({ param: { id: placed.id } });
    expect(refused.status).toBe(404);
  });
});
