import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { PRICING_MESSAGES } from '../../../domain/catalogue/pricing';
import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import { ORDER_MESSAGES, type CreateOrderInput } from '../../../domain/orders/order.schema';
import type { ErrorResponse } from '../../../testing/order-api';
import { makeBeneficiary, makeOrderRequest } from '../../../testing/order-factories';
import { createTestClient } from '../../../testing/test-client';
import { orders } from '../../db/schema';
import { PURCHASE_SIGNED_OUT_MESSAGE } from './orders.routes';

describe('POST /api/orders refuses', () => {
  it.for<[string, Partial<CreateOrderInput>, string, string]>([
    ['an unknown plan', { planId: 'platinum' }, 'planId', PRICING_MESSAGES.unknownPlan],
    ['no beneficiaries', { beneficiaries: [] }, 'beneficiaries', ORDER_MESSAGES.missingInformation],
    [
      'an Ally Partners plan without a type',
      { planId: 'ally-partners-executive' },
      'planType',
      PRICING_MESSAGES.planType,
    ],
    [
      'a HomeReach beneficiary over 75',
      {
        planId: 'homereach-tulip',
        beneficiaries: [makeBeneficiary(), makeBeneficiary({ dateOfBirth: '1940-01-01' })],
      },
      'beneficiaries.1.dateOfBirth',
      PRICING_MESSAGES.homeReachAge,
    ],
    [
      'a Geriatric beneficiary under 60',
      {
        planId: 'ally-partners-premium',
        planType: 'geriatric' as const,
        beneficiaries: [
          makeBeneficiary({ dateOfBirth: '1950-02-03' }),
          makeBeneficiary({ dateOfBirth: '1990-01-01' }),
        ],
      },
      'beneficiaries.1.dateOfBirth',
      PRICING_MESSAGES.geriatricAge,
    ],
    [
      'card payment while cards are off',
      { paymentMethod: 'card' as const },
      'paymentMethod',
      CHECKOUT_MESSAGES.cardUnavailable,
    ],
  ])('%s with 422 on its field', async ([_, overrides, field, message], { customer: { client } }) => {
    const response = await client.postJson('/api/orders', makeOrderRequest(overrides));
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorResponse;
    expect(body.error).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
  });

  it('a signed-out visitor with 401 and writes nothing', async ({ testApp, db }) => {
    const before = await db.$count(orders);
    const response = await createTestClient(testApp).api.orders.$post({ json: makeOrderRequest() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: PURCHASE_SIGNED_OUT_MESSAGE },
    });
    expect(await db.$count(orders)).toBe(before);
  });
});
