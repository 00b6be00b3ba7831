import { describe, expect, it } from 'vitest';
import { makeBeneficiary, makeOrderRequest, makePayer } from '../../testing/order-factories';
import { CreateOrderSchema, ORDER_MESSAGES, PAYER_MESSAGES, PayerSchema } from './order.schema';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('CreateOrderSchema', () => {
  it('accepts a complete order and ignores amounts the client adds', () => {
    const parsed = CreateOrderSchema.parse({ ...makeOrderRequest(), totalAmountUsd: 1, status: 'active' });
    expect(parsed).not.toHaveProperty('totalAmountUsd');
    expect(parsed).not.toHaveProperty('status');
  });

  it('reports every missing beneficiary field with the spec message, on its field', () => {
    const result = CreateOrderSchema.safeParse(
      makeOrderRequest({
        beneficiaries: [makeBeneficiary(), makeBeneficiary({ firstName: ' ', address: '' })],
      }),
    );
    expect(issuesOf(result)).toEqual([
      ['beneficiaries.1.firstName', ORDER_MESSAGES.beneficiaryRequired],
      ['beneficiaries.1.address', ORDER_MESSAGES.beneficiaryRequired],
    ]);
  });

  it('refuses a future or impossible date of birth', () => {
    for (const dateOfBirth of ['2999-01-01', '2001-02-30']) {
      const result = CreateOrderSchema.safeParse(
        makeOrderRequest({ beneficiaries: [makeBeneficiary({ dateOfBirth })] }),
      );
      expect(issuesOf(result)).toEqual([['beneficiaries.0.dateOfBirth', ORDER_MESSAGES.dateOfBirth]]);
    }
  });

  it('needs the terms accepted and at least one beneficiary', () => {
    const result = CreateOrderSchema.safeParse({
      ...makeOrderRequest({ beneficiaries: [] }),
      termsAccepted: false,
    });
    expect(issuesOf(result)).toEqual([
      ['beneficiaries', ORDER_MESSAGES.missingInformation],
      ['termsAccepted', 'Please accept the terms and conditions to proceed'],
    ]);
  });

  it('treats a null payer as "the account holder pays"', () => {
    expect(CreateOrderSchema.parse(makeOrderRequest({ payer: null })).payer).toBeNull();
  });
});

describe('PayerSchema', () => {
  it('checks every field with the spec messages', () => {
    const result = PayerSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'not-an-email',
      countryCode: '',
      phoneNumber: '080-123-45',
      dateOfBirth: '',
      address: 'Lagos',
      relationship: '',
      contactMethod: 'pigeon',
      companyName: '',
    });
    expect(issuesOf(result)).toEqual([
      ['firstName', PAYER_MESSAGES.firstName],
      ['lastName', PAYER_MESSAGES.lastName],
      ['email', PAYER_MESSAGES.email],
      ['countryCode', PAYER_MESSAGES.countryCode],
      ['phoneNumber', PAYER_MESSAGES.phoneNumber],
      ['dateOfBirth', PAYER_MESSAGES.dateOfBirth],
      ['relationship', PAYER_MESSAGES.relationship],
      ['contactMethod', PAYER_MESSAGES.contactMethod],
    ]);
  });

  it('counts phone digits, not characters, and leaves the company name optional', () => {
    expect(PayerSchema.safeParse(makePayer({ phoneNumber: '803 123 4567', companyName: '' })).success).toBe(
      true,
    );
  });
});
