import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { CARD_MESSAGES } from '../../../../domain/orders/member-card';
import { coverageEnd } from '../../../../domain/orders/coverage';
import { adminClient } from '../../../../testing/admin-client';
import { it } from '../../../../testing/api-test';
import { activeOrderOf, moveOrderAs } from '../../../../testing/member-cards';
import { placeOrderAs } from '../../../../testing/order-api';
import { makeBeneficiary } from '../../../../testing/order-factories';
import { signedUpClient } from '../../../../testing/signed-up-client';
import { createTestClient } from '../../../../testing/test-client';
import { orders } from '../../../db/schema';

const NOT_FOUND = { error: { code: 'not_found', message: CARD_MESSAGES.notFound } };

describe('GET /api/orders/:id/cards', () => {
  it('gives the owner and an admin one card per person once the order is active', async ({
    testApp,
    customer: { client },
  }) => {
    const { client: admin } = await adminClient(testApp);
    const people = [makeBeneficiary({ firstName: 'Ada' }), makeBeneficiary({ firstName: 'Obi' })];
    const order = await activeOrderOf(client, admin, { planId: 'zenith', beneficiaries: people });

    const own = await client.fetch(`/api/orders/${order.id}/cards`);
    expect(own.status).toBe(200);
    const { cards } = (await own.json()) as { cards: Record<string, unknown>[] };
    const detail = await (await client.fetch(`/api/orders/${order.id}`)).json();
    const start = (detail as { order: { coverageStartDate: string } }).order.coverageStartDate;
    expect(cards).toEqual(
      people.map((person, index) =>
        expect.objectContaining({
          firstName: person.firstName,
          lastName: person.lastName,
          memberNumber: `${order.confirmationNumber}-0${index + 1}`,
          planName: order.planName,
          providerName: 'Venus Medicare',
          validFrom: start,
          validTo: coverageEnd(start),
          emergencyLineIsSample: true,
          revokedAt: null,
        }),
      ),
    );
    // Each card its own unguessable link: 256 bits, base64url.
    const links = cards.map((card) => String(card.verifyUrl));
    for (const link of links) expect(link).toMatch(/\/verify\/[A-Za-z0-9_-]{43}$/);
    expect(new Set(links).size).toBe(2);

    // Made once: a second view, and the admin's, show the same cards and links.
    const again = (await (await client.fetch(`/api/orders/${order.id}/cards`)).json()) as {
      cards: unknown[];
    };
    expect(again.cards).toEqual(cards);
    const asAdmin = await admin.fetch(`/api/orders/${order.id}/cards`);
    expect(asAdmin.status).toBe(200);
    expect(((await asAdmin.json()) as { cards: unknown[] }).cards).toEqual(cards);
  });

  it('answers another user and a visitor with 404, as for an unknown id', async ({ testApp, customer }) => {
    const { client: admin } = await adminClient(testApp);
    const order = await activeOrderOf(customer.client, admin);
    const { client: other } = await signedUpClient(testApp);
    const visitor = createTestClient(testApp);
    for (const [who, client] of [
      ['another user', other],
      ['a visitor', visitor],
    ] as const) {
      for (const id of [order.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await client.fetch(`/api/orders/${id}/cards`);
        expect(response.status, `${who} ${id}`).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
  });

  it('has no cards before the order is active: 409 for the owner', async ({ customer: { client } }) => {
    const order = await placeOrderAs(client);
    const response = await client.fetch(`/api/orders/${order.id}/cards`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: CARD_MESSAGES.noCardsYet } });
  });
});

describe('GET /api/orders/:id/cards/:cardId/pdf', () => {
  it('is a PDF for the owner and an admin, 404 for anyone else', async ({ testApp, customer }) => {
    const { client: admin } = await adminClient(testApp);
    const order = await activeOrderOf(customer.client, admin);
    const { cards } = (await (await customer.client.fetch(`/api/orders/${order.id}/cards`)).json()) as {
      cards: { id: string; memberNumber: string }[];
    };
    const path = `/api/orders/${order.id}/cards/${cards[0]!.id}/pdf`;
    for (const client of [customer.client, admin]) {
      const response = await client.fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(
        `member-card-${cards[0]!.memberNumber}.pdf`,
      );
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const { client: other } = await signedUpClient(testApp);
    for (const client of [other, createTestClient(testApp)]) {
      const response = await client.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    const wrongCard = await customer.client.fetch(`/api/orders/${order.id}/cards/${order.id}/pdf`);
    expect(wrongCard.status).toBe(404);
  });
});

describe('moving an order on', () => {
  it('a cancelled paid order never had cards', async ({ testApp, customer: { client }, db }) => {
    const { client: admin } = await adminClient(testApp);
    const order = await placeOrderAs(client);
    await moveOrderAs(admin, order.id, 'paid');
    await moveOrderAs(admin, order.id, 'cancelled');
    expect((await client.fetch(`/api/orders/${order.id}/cards`)).status).toBe(409);
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
  });
});
