import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { confirmationNumber } from '../../../domain/orders/confirmation-number';
import { CreateOrderSchema } from '../../../domain/orders/order.schema';
import type { ErrorResponse } from '../../../testing/order-api';
import { makeOrderRequest } from '../../../testing/order-factories';
import { signedUpClient } from '../../../testing/signed-up-client';
import { TEST_ORIGIN } from '../../../testing/test-app';
import { testPaymentsConfig } from '../../../testing/test-payments';
import { orders, orderStatusChanges } from '../../db/schema';
import { nextConfirmationValue } from './orders.repo';
import { placeOrder } from './place-order.service';
import { invitationKey } from './invitations/invitation-links.service';

describe('idempotency', () => {
  it('returns the first order for a repeated key: 201, then 200 with the same order', async ({
    customer: { client },
  }) => {
    const request = makeOrderRequest();
    const first = await client.api.orders.$post({ json: request });
    const again = await client.api.orders.$post({ json: request });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
  });

  it('places one order for 20 parallel submissions with one key', async ({
    db,
    customer: { client, userId },
  }) => {
    const request = makeOrderRequest();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.api.orders.$post({ json: request })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(
      await Promise.all(responses.map(async (response) => (await response.json()).order.id)),
    );
    expect(ids.size).toBe(1);
    expect(await db.$count(orders, eq(orders.userId, userId))).toBe(1);
    const [id] = [...ids];
    expect(await db.$count(orderStatusChanges, eq(orderStatusChanges.orderId, id!))).toBe(1);
  });

  it('keeps keys per user: the same key from two users places two orders', async ({
    testApp,
    customer: a,
  }) => {
    const b = await signedUpClient(testApp);
    const request = makeOrderRequest();
    const [fromA, fromB] = await Promise.all([
      a.client.api.orders.$post({ json: request }),
      b.client.api.orders.$post({ json: request }),
    ]);
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    expect((await fromA.json()).order.id).not.toBe((await fromB.json()).order.id);
  });
});

describe('confirmation numbers', () => {
  it('come from the sequence, and move on past one an older order already holds', async ({
    db,
    testApp,
    customer: { userId, signUp },
  }) => {
    const mailOut = { mail: testApp.runtime.mail, appUrl: TEST_ORIGIN };
    const deps = {
      db,
      cardPayments: false,
      mailOut,
      bankTransfer: testPaymentsConfig().bankTransfer,
      invitationLinks: { key: invitationKey('test secret'), appUrl: 'http://localhost' },
    };
    const buyer = { id: userId, email: signUp.email };
    const place = () => placeOrder(deps, buyer, CreateOrderSchema.parse(makeOrderRequest()));
    // Drawn as placing an order draws it; in this one-at-a-time test the next order gets the next value.
    const before = await nextConfirmationValue(db);
    const first = await place();
    expect(first.order.confirmationNumber).toBe(confirmationNumber(before + 1n));
    // An order from before the sequence (a timestamp number) that happens to hold the next value's number.
    await db
      .update(orders)
      .set({ confirmationNumber: confirmationNumber(before + 2n) })
      .where(eq(orders.id, first.order.id));
    const second = await place();
    expect(second.created).toBe(true);
    expect(second.order.confirmationNumber).toBe(confirmationNumber(before + 3n));
  });
});

describe('a failure while writing the order', () => {
  it('leaves no order and no history behind, and answers a clean JSON error', async ({
    db,
    customer: { client, userId },
  }) => {
    const counts = () => Promise.all([db.$count(orders), db.$count(orderStatusChanges)]);
    const before = await counts();
    await db.execute(sql`
      create function refuse_beneficiary() returns trigger language plpgsql as $$
      begin raise exception 'beneficiaries are refused for this test'; end $$`);
    await db.execute(sql`
      create trigger refuse_beneficiary before insert on order_beneficiaries
      for each row execute function refuse_beneficiary()`);
    try {
      const response = await client.api.orders.$post({ json: makeOrderRequest() });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = (await response.json()) as unknown as ErrorResponse;
      expect(body).toEqual({
        error: { code: 'internal', message: 'Something went wrong. Please try again.' },
      });
      expect(JSON.stringify(body)).not.toContain('refused for this test');
      expect(await db.$count(orders, eq(orders.userId, userId))).toBe(0);
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_beneficiary on order_beneficiaries`);
      await db.execute(sql`drop function refuse_beneficiary()`);
    }
  });
});
