import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import { requestDeletion } from '../../../../testing/deletion-requests';
import { activeOrderOf } from '../../../../testing/member-cards';
import { auditLog, memberCards } from '../../../db/schema';

const REASON = 'Lost by Ngozi Okafor at Balogun market';

// Issue 28, point 9: a card's revocation reason ("Lost by <name> …") survived account deletion, in member_cards and
// in the audit log.
describe("a revoked card's reason and account deletion", () => {
  it('empties the reason on the card and in its audit entry, and keeps the revocation', async ({
    testApp,
    db,
    customer,
    admin,
  }) => {
    const order = await activeOrderOf(customer.client, admin.client);
    const listed = await customer.client.fetch(`/api/orders/${order.id}/cards`);
    const { cards } = (await listed.json()) as { cards: Array<{ id: string }> };
    const cardId = cards[0]!.id;
    const revoked = await admin.client.postJson(`/api/admin/orders/${order.id}/cards/${cardId}/revoke`, {
      reason: REASON,
    });
    expect(revoked.status).toBe(200);
    const { email } = customer.signUp;
    const requestId = await requestDeletion(testApp, customer.client, email);
    const processed = await admin.client.fetch(`/api/admin/deletion-requests/${requestId}/process`, {
      method: 'POST',
    });
    expect(processed.status).toBe(200);

    const [card] = await db.select().from(memberCards).where(eq(memberCards.id, cardId));
    expect(card).toMatchObject({ revokedReason: null, revokedAt: expect.any(Date) });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'card revoked')));
    expect(entry?.after).toEqual({ card: expect.any(String), revoked: true });
    expect(JSON.stringify(entry)).not.toContain('Ngozi');
  });
});
