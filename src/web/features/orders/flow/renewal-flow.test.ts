import { describe, expect, it } from 'vitest';
import type { OrderDetailView } from '@/domain/orders/order-view';
import { makeBeneficiary, makePayer } from '@/testing/order-factories';
import { renewalFlow } from './renewal-flow';

const person = makeBeneficiary({ firstName: 'Obiageli', dateOfBirth: '1956-06-10' });
const payer = { ...makePayer(), relationship: 'child' as const, contactMethod: 'email' as const };

const order = (overrides: Partial<OrderDetailView> = {}): OrderDetailView => ({
  id: 'order-1',
  confirmationNumber: 'DH1ABC',
  planId: 'ally-partners-premium',
  planName: 'Ally Partners Premium',
  planType: 'family',
  status: 'active',
  paymentMethod: 'bank_transfer',
  coverageStartDate: '2026-03-01',
  coverageEndDate: '2027-02-28',
  totalUsd: 1000,
  totalNgn: 100000,
  createdAt: '2026-02-27T10:00:00.000Z',
  beneficiaries: [
    { ...person, id: 'b1', relationship: 'parent', language: 'en', priceUsd: null, priceNgn: null },
  ],
  payer,
  renewsOrderId: null,
  quote: null,
  payment: null,
  refunds: [],
  timeline: [],
  partnerSteps: [],
  renewsOrder: null,
  renewedBy: null,
  renewal: { earliestStart: '2027-03-01' },
  ...overrides,
});

describe('the purchase flow of a renewal', () => {
  it('carries the plan, its type, the people without their prices, the payer and the order renewed', () => {
    const flow = renewalFlow(order());
    expect(flow).toMatchObject({
      selectedPlan: { id: 'ally-partners-premium' },
      planType: 'family',
      beneficiaries: [{ ...person, relationship: 'parent', language: 'en' }],
      payerInfo: payer,
      checkoutKey: null,
      renewal: { orderId: 'order-1', confirmationNumber: 'DH1ABC', earliestStart: '2027-03-01' },
    });
    expect(flow?.beneficiaries[0]).not.toHaveProperty('priceUsd');
  });

  it("keeps the account holder as payer when the order's payer page was skipped", () => {
    expect(renewalFlow(order({ payer: null }))?.payerInfo).toBe('skipped');
  });

  it('is nothing for an order the server says cannot be renewed, or a plan no longer sold', () => {
    expect(renewalFlow(order({ renewal: null }))).toBeUndefined();
    expect(renewalFlow(order({ planId: 'withdrawn-plan' }))).toBeUndefined();
  });
});
