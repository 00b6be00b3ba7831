import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { formatCalendarDate } from '../../../../domain/calendar-date';
import { CARD_MESSAGES } from '../../../../domain/orders/member-card';
import { adminClient } from '../../../../testing/admin-client';
import { it } from '../../../../testing/api-test';
import { activeOrderOf, verifyPath } from '../../../../testing/member-cards';
import { makeBeneficiary } from '../../../../testing/order-factories';
import { signedUpClient } from '../../../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../../../testing/test-client';
import type { TestApp } from '../../../../testing/test-app';
import { auditLog, orders } from '../../../db/schema';

const PERSON = makeBeneficiary({
  firstName: 'Adaeze',
  lastName: 'Nwankwo',
  email: 'adaeze.nwankwo@example.com',
  phoneNumber: '8039876543',
  dateOfBirth: '1951-03-09',
  address: '7 Marina Road, Lagos',
});

interface Card {
  id: string;
  verifyUrl: string;
}

async function cardOf(testApp: TestApp, customer: TestClient) {
  const { client: admin } = await adminClient(testApp);
  const order = await activeOrderOf(customer, admin, { beneficiaries: [PERSON] });
  const body = (await (await customer.fetch(`/api/orders/${order.id}/cards`)).json()) as { cards: Card[] };
  return { admin, order, card: body.cards[0]! };
}

const revoke = (client: TestClient, orderId: string, cardId: string, body: unknown) =>
  client.postJson(`/api/admin/orders/${orderId}/cards/${cardId}/revoke`, body);

describe('GET /verify/:token', () => {
  it('shows a visitor the cover, the plan and the initials, nothing else personal', async ({
    testApp,
    customer,
    db,
  }) => {
    const { order, card } = await cardOf(testApp, customer.client);
    const visitor = createTestClient(testApp);
    const page = await visitor.fetch(verifyPath(card.verifyUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    // Activated today, so cover starts tomorrow (docs/decisions/048).
    expect(html).toContain('Cover not yet active');
    expect(html).toContain('A. N.');
    expect(html).toContain(order.planName);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const secret of ['Adaeze', 'Nwankwo', 'adaeze.nwankwo', '8039876543', '1951', 'Marina', 'Lagos']) {
      expect(html, secret).not.toContain(secret);
    }

    // Once the start date has come.
    await db
      .update(orders)
      .set({ coverageStartDate: '2026-01-01', coverageEndDate: '2026-12-31' })
      .where(eq(orders.id, order.id));
    const active = await (await visitor.fetch(verifyPath(card.verifyUrl))).text();
    expect(active).toContain('Cover active');
    expect(active).toContain(formatCalendarDate('2026-01-01'));

    // Once the end has passed and the order has expired: the card still opens, and says so.
    await db.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id));
    expect(await (await visitor.fetch(verifyPath(card.verifyUrl))).text()).toContain('Cover expired');
    const own = await customer.client.fetch(`/api/orders/${order.id}/cards`);
    expect(((await own.json()) as { cards: { coverStatus: string }[] }).cards[0]?.coverStatus).toBe(
      'expired',
    );
  });

  it('answers an unknown or malformed token with a 404 page, never an error', async ({ testApp }) => {
    const visitor = createTestClient(testApp);
    for (const token of ['A'.repeat(43), 'short', '%00', "x' or '1'='1", 'é'.repeat(43)]) {
      const page = await visitor.fetch(`/verify/${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('Card not found');
    }
  });

  it('is rate-limited per address', async ({ testApp }) => {
    const visitor = createTestClient(testApp);
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await visitor.fetch(`/verify/${'B'.repeat(43)}`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await visitor.fetch(`/verify/${'B'.repeat(43)}`);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.text()).toContain('Too many checks');
  });
});

describe('POST /api/admin/orders/:id/cards/:cardId/revoke', () => {
  it('revokes the card with a reason, audited; the page then says so', async ({ testApp, customer, db }) => {
    const { admin, order, card } = await cardOf(testApp, customer.client);
    const response = await revoke(admin, order.id, card.id, { reason: 'Card reported lost' });
    expect(response.status).toBe(200);
    const { cards } = (await response.json()) as {
      cards: { revokedAt: string | null; coverStatus: string }[];
    };
    expect(cards[0]).toMatchObject({ coverStatus: 'revoked', revokedReason: 'Card reported lost' });

    const page = await (await createTestClient(testApp).fetch(verifyPath(card.verifyUrl))).text();
    expect(page).toContain('Card revoked');
    expect(page).toContain('Revoked on');

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'card revoked'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: 'order',
      after: expect.objectContaining({ revoked: true }),
    });

    const again = await revoke(admin, order.id, card.id, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: CARD_MESSAGES.alreadyRevoked } });
  });

  it('needs a reason, and an admin', async ({ testApp, customer }) => {
    const { admin, order, card } = await cardOf(testApp, customer.client);
    const blank = await revoke(admin, order.id, card.id, { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toMatchObject({ error: { fields: { reason: CARD_MESSAGES.reasonRequired } } });
    expect((await revoke(customer.client, order.id, card.id, { reason: 'Mine' })).status).toBe(403);
    const { client: other } = await signedUpClient(testApp);
    expect((await revoke(other, order.id, card.id, { reason: 'x' })).status).toBe(403);
    expect((await revoke(createTestClient(testApp), order.id, card.id, { reason: 'x' })).status).toBe(401);
    const unknown = await revoke(admin, order.id, '00000000-0000-4000-8000-000000000000', { reason: 'x' });
    expect(unknown.status).toBe(404);
  });
});
