import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { findPlan } from '../../../domain/catalogue/catalogue';
import { multiplyPrice } from '../../../domain/money';
import { placeOrderAs } from '../../../testing/order-api';
import { makeBeneficiary, makeOrderRequest, makePayer } from '../../../testing/order-factories';
import { orderPayers, orderStatusChanges } from '../../db/schema';

const catalogueTotal = (planId: string, count: number) => multiplyPrice(findPlan(planId)!.price, count);

describe('POST /api/orders', () => {
  it('prices the order from the catalogue and ignores amounts and status in the body', async ({
    customer: { client },
  }) => {
    const body = {
      ...makeOrderRequest({ planId: 'super', beneficiaries: [makeBeneficiary(), makeBeneficiary()] }),
      totalAmountUsd: 1,
      total_amount_ngn: 1,
      totalUsd: 1,
      status: 'paid',
      confirmationNumber: 'DHMINE',
    };
    const response = await client.postJson('/api/orders', body);
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: Record<string, unknown> };
    const expected = catalogueTotal('super', 2);
    expect(order).toMatchObject({ totalUsd: expected.usd, totalNgn: expected.ngn, status: 'pending' });
    expect(order.confirmationNumber).toMatch(/^DH[0-9A-Z]+$/);
    expect(order.confirmationNumber).not.toBe('DHMINE');
  });

  it('answers with the whole order view and writes its history and notification', async ({
    db,
    customer: { client, userId },
  }) => {
    const request = makeOrderRequest({
      planId: 'emerald',
      payer: makePayer({ companyName: 'Okafor & Sons' }),
    });
    const order = await placeOrderAs(client, request);
    const unit = findPlan('emerald')!.price;
    expect(order).toEqual({
      id: expect.any(String),
      confirmationNumber: expect.stringMatching(/^DH[0-9A-Z]+$/),
      planId: 'emerald',
      planName: 'Diaspora UHMS Emerald',
      planType: null,
      status: 'pending',
      paymentMethod: 'bank_transfer',
      coverageStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      coverageEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      totalUsd: unit.usd,
      totalNgn: unit.ngn,
      createdAt: expect.stringMatching(/Z$/),
      beneficiaries: [
        // No language sent: English (docs/decisions/069).
        {
          ...request.beneficiaries[0],
          id: expect.any(String),
          language: 'en',
          priceUsd: unit.usd,
          priceNgn: unit.ngn,
        },
      ],
      // The payer's '7700 900123' is stored as its digits (issue 13, point 7).
      payer: { ...request.payer, phoneNumber: '7700900123' },
      renewsOrderId: null,
      // No display currency sent: no quote (order-quote.test.ts has the quotes).
      quote: null,
      // Nothing taken or given back yet (docs/decisions/051, 052).
      payment: null,
      refunds: [],
    });
    const history = await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedBy: userId }),
    ]);
    const [notification] = (await (await client.api.notifications.$get()).json()).notifications;
    expect(notification).toMatchObject({
      title: 'Order received',
      link: `/profile/orders/${order.id}`,
    });
    expect(notification?.body).toContain(order.confirmationNumber);
    expect(notification?.body).toContain(order.planName);
  });

  it('stores phones without the trunk 0, a repeated country code or spaces', async ({
    customer: { client },
  }) => {
    const order = await placeOrderAs(
      client,
      makeOrderRequest({
        beneficiaries: [makeBeneficiary({ countryCode: '+234', phoneNumber: '+234 0803 123 4567' })],
        payer: makePayer({ countryCode: '+234', phoneNumber: '07700 900123', relationship: 'child' }),
      }),
    );
    expect(order.beneficiaries[0]).toMatchObject({ countryCode: '+234', phoneNumber: '8031234567' });
    expect(order.payer).toMatchObject({
      countryCode: '+234',
      phoneNumber: '7700900123',
      relationship: 'child',
    });
    // A UK number typed with its code beside the default +234 is a UK number.
    const uk = await placeOrderAs(
      client,
      makeOrderRequest({ payer: makePayer({ countryCode: '+234', phoneNumber: '+44 (0)7700 900123' }) }),
    );
    expect(uk.payer).toMatchObject({ countryCode: '+44', phoneNumber: '7700900123' });
  });

  it('starts cover the day after the order', async ({ customer: { client } }) => {
    const before = new Date();
    const order = await placeOrderAs(client);
    const tomorrow = new Date(
      Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate() + 1),
    );
    expect(order.coverageStartDate).toBe(tomorrow.toISOString().slice(0, 10));
  });

  it('records the account holder as payer when the payer page was skipped', async ({
    db,
    customer: { client, signUp },
  }) => {
    const order = await placeOrderAs(client, { payer: null });
    expect(order.payer).toBeNull();
    const [payer] = await db.select().from(orderPayers).where(eq(orderPayers.orderId, order.id));
    expect(payer).toMatchObject({
      isAccountHolder: true,
      firstName: signUp.firstName,
      lastName: signUp.lastName,
      email: signUp.email,
    });
  });

  it('keeps amounts past 32 bits exact: 20 people on Ruby, in kobo', async ({ customer: { client } }) => {
    const beneficiaries = Array.from({ length: 20 }, () => makeBeneficiary());
    const order = await placeOrderAs(client, { planId: 'ruby', beneficiaries });
    expect(order.totalNgn).toBe(catalogueTotal('ruby', 20).ngn);
    expect(order.totalNgn).toBeGreaterThan(2 ** 31);
    expect(order.beneficiaries).toHaveLength(20);
  });

  it('prices Ally Partners by plan type, with one Family price for the family', async ({
    customer: { client },
  }) => {
    const plan = findPlan('ally-partners-premium');
    if (plan?.pricing !== 'plan-type') throw new Error('expected a plan-type plan');
    const family = await placeOrderAs(client, {
      planId: plan.id,
      planType: 'family',
      beneficiaries: [makeBeneficiary(), makeBeneficiary({ relationship: 'child' })],
    });
    expect(family).toMatchObject({ planType: 'family', totalUsd: plan.planTypes.family.usd });
    expect(family.beneficiaries.map((person) => person.priceUsd)).toEqual([null, null]);
  });
});
