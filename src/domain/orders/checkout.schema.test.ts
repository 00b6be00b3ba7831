import { describe, expect, it } from 'vitest';
import { CheckoutRequestSchema } from './checkout.schema';

describe('CheckoutRequestSchema', () => {
  it('takes an order id and drops anything else', () => {
    expect(CheckoutRequestSchema.parse({ orderId: ' abc ', amount: 1 })).toEqual({ orderId: 'abc' });
  });

  it('refuses a missing or empty order id', () => {
    expect(CheckoutRequestSchema.safeParse({}).success).toBe(false);
    expect(CheckoutRequestSchema.safeParse({ orderId: '  ' }).success).toBe(false);
  });
});
