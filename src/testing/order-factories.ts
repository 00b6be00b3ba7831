import type { CreateOrderInput, BeneficiaryInput, PayerInput } from '../domain/orders/order.schema';

let counter = 0;
const next = () => ++counter;

/** A complete, valid beneficiary; override what a test is about. */
export function makeBeneficiary(overrides: Partial<BeneficiaryInput> = {}): BeneficiaryInput {
  const n = next();
  return {
    firstName: 'Chidi',
    lastName: `Okafor${n}`,
    // The process id too: browser tests run in several workers on one server, whose counters all start at 1, and
    // an address named on more than 3 orders a day is refused (decision 061).
    email: `chidi${n}.${process.pid}@example.com`,
    // A Nigerian mobile of the person's own (docs/decisions/049): the invitation and its code go there by SMS.
    phoneNumber: `803${String(n).padStart(7, '0').slice(-7)}`,
    dateOfBirth: '1990-05-17',
    address: '12 Allen Avenue, Ikeja, Lagos',
    countryCode: '+234',
    relationship: 'parent',
    ...overrides,
  };
}

export function makePayer(overrides: Partial<PayerInput> = {}): PayerInput {
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada.payer@example.com',
    countryCode: '+44',
    phoneNumber: '7700 900123',
    dateOfBirth: '1985-03-02',
    address: '4 Camden Road, London',
    relationship: 'self',
    contactMethod: 'whatsapp',
    companyName: '',
    ...overrides,
  };
}

export function makeOrderRequest(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    planId: 'super',
    planType: null,
    beneficiaries: [makeBeneficiary()],
    payer: makePayer(),
    paymentMethod: 'bank_transfer',
    termsAccepted: true,
    idempotencyKey: `order-key-${Date.now()}-${next()}-abcdef`,
    ...overrides,
  };
}
