import { describe, expect, it } from 'vitest';
import { makeBeneficiary, makeOrderRequest, makePayer } from '../../testing/order-factories';
import {
  BENEFICIARY_MESSAGES,
  BeneficiarySchema,
  CreateOrderSchema,
  ORDER_MESSAGES,
  PAYER_MESSAGES,
  PAYER_RELATIONSHIPS,
  PayerSchema,
} from './order.schema';

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

  it('reports every missing beneficiary field with its own message, on its field', () => {
    const result = CreateOrderSchema.safeParse(
      makeOrderRequest({
        beneficiaries: [
          makeBeneficiary(),
          makeBeneficiary({ firstName: ' ', address: '', relationship: '' }),
        ],
      }),
    );
    expect(issuesOf(result)).toEqual([
      ['beneficiaries.1.firstName', BENEFICIARY_MESSAGES.firstName],
      ['beneficiaries.1.address', BENEFICIARY_MESSAGES.address],
      ['beneficiaries.1.relationship', BENEFICIARY_MESSAGES.relationship],
    ]);
  });

  it('tells a badly formed email from a missing one', () => {
    const issues = (email: string) =>
      issuesOf(
        CreateOrderSchema.safeParse(makeOrderRequest({ beneficiaries: [makeBeneficiary({ email })] })),
      );
    expect(issues('')).toEqual([['beneficiaries.0.email', BENEFICIARY_MESSAGES.email]]);
    expect(issues('ada@')).toEqual([['beneficiaries.0.email', ORDER_MESSAGES.email]]);
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

  it('offers Child after Parent, keeping the spec’s items in their order (decision 030)', () => {
    expect(PAYER_RELATIONSHIPS).toEqual([
      'self',
      'parent',
      'child',
      'spouse',
      'sibling',
      'employer',
      'other',
    ]);
    expect(PayerSchema.parse(makePayer({ relationship: 'child' })).relationship).toBe('child');
  });

  it('stores the phone without the trunk 0 or a repeated country code', () => {
    for (const phoneNumber of ['08031234567', '+234 0803 123 4567', '0803-123-4567']) {
      const payer = PayerSchema.parse(makePayer({ countryCode: '+234', phoneNumber }));
      expect([payer.countryCode, payer.phoneNumber]).toEqual(['+234', '8031234567']);
    }
    const uk = PayerSchema.parse(makePayer({ countryCode: '+234', phoneNumber: '+44 7700 900123' }));
    expect([uk.countryCode, uk.phoneNumber]).toEqual(['+44', '7700900123']);
  });

  it('accepts its own stored phone again, as the order sends it', () => {
    const kenyan = PayerSchema.parse(makePayer({ countryCode: '+254', phoneNumber: '0712 345 678' }));
    expect(kenyan.phoneNumber).toBe('712345678');
    expect(PayerSchema.safeParse(kenyan).success).toBe(true);
  });

  it('counts phone digits, not characters, and leaves the company name optional', () => {
    expect(PayerSchema.safeParse(makePayer({ phoneNumber: '803 123 4567', companyName: '' })).success).toBe(
      true,
    );
  });
});

describe('BeneficiarySchema', () => {
  it('stores the phone normalised beside its country code', () => {
    const person = BeneficiarySchema.parse(
      makeBeneficiary({ countryCode: '+234', phoneNumber: '+234 0809 123 4567' }),
    );
    expect([person.countryCode, person.phoneNumber]).toEqual(['+234', '8091234567']);
  });

  it('takes only a Nigerian mobile, where the invitation is texted (docs/decisions/049)', () => {
    for (const [countryCode, phoneNumber] of [
      ['+233', '024 123 4567'],
      ['+234', '01 234 5678'],
      ['+234', '0803 123 456'],
    ] as const) {
      const result = BeneficiarySchema.safeParse(makeBeneficiary({ countryCode, phoneNumber }));
      expect(issuesOf(result)).toEqual([['phoneNumber', BENEFICIARY_MESSAGES.nigerianMobile]]);
    }
  });

  it('needs a digit in the phone', () => {
    const result = BeneficiarySchema.safeParse(makeBeneficiary({ phoneNumber: '--' }));
    expect(issuesOf(result)).toEqual([['phoneNumber', BENEFICIARY_MESSAGES.phoneNumber]]);
  });
});
