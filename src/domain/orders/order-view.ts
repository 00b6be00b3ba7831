import { z } from 'zod';
import { LanguageSchema } from '../languages';
import { ALLY_PLAN_TYPES } from '../catalogue/types';
import { DisplayCurrencySchema } from '../fx/currencies';
import { QuoteViewSchema } from '../fx/quote';
import { CARD_CURRENCIES, PaymentFactsSchema } from '../payments/amount-to-pay';
import { RefundViewSchema } from '../payments/refund-share';
import { BankTransferDetailsSchema } from '../payments/bank-transfer';
import {
  BENEFICIARY_RELATIONSHIPS,
  CONTACT_METHODS,
  PAYER_RELATIONSHIPS,
  PAYMENT_METHODS,
} from './order.schema';
import { partnerStepSchema, timelineSchema } from '../status-timeline';
import { ORDER_STATUSES } from './order-status';
import { InvitationViewSchema } from './beneficiary-invitation';

// The views are the bodies the API answers; their schemas are what the OpenAPI document shows (decision 026).
// Personal fields are plain text, not emails or dates: an admin may read an order whose owner's account was
// deleted, where they are empty (DECISIONS 8).

const BeneficiaryViewSchema = z.object({
  /** The person's id on the order: names them for a removal (docs/decisions/052). */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  address: z.string(),
  countryCode: z.string(),
  relationship: z.enum(BENEFICIARY_RELATIONSHIPS),
  /** The language her page and messages speak (docs/decisions/069). */
  language: LanguageSchema,
  /** Null when one Family price covers everyone on the order. */
  priceUsd: z.int().nullable(),
  priceNgn: z.int().nullable(),
});

const PayerViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  address: z.string(),
  relationship: z.enum(PAYER_RELATIONSHIPS),
  contactMethod: z.enum(CONTACT_METHODS),
  companyName: z.string(),
});

/** An order as the API returns it to its owner or an admin. Amounts are minor units. */
export const OrderViewSchema = z
  .object({
    id: z.string(),
    confirmationNumber: z.string(),
    planId: z.string(),
    planName: z.string(),
    planType: z.enum(ALLY_PLAN_TYPES).nullable(),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    coverageStartDate: z.iso.date(),
    /** The last day of cover: 12 months after the start, less one day (coverage.ts coverageEnd). */
    coverageEndDate: z.iso.date(),
    totalUsd: z.int(),
    totalNgn: z.int(),
    createdAt: z.iso.datetime(),
    beneficiaries: z.array(BeneficiaryViewSchema),
    /** Null when the account holder pays (the payer page was skipped). */
    payer: PayerViewSchema.nullable(),
    /** The order whose cover this one renews (docs/decisions/039). */
    renewsOrderId: z.string().nullable(),
    /**
     * The total in the buyer's currency (docs/decisions/047): the quote locked at placement, or, on the owner's
     * order page while the order is unpaid and that quote has expired, today's in its place. Null for an order
     * placed before quotes, or in a currency that had no rate.
     */
    quote: QuoteViewSchema.nullable(),
    /** What was actually taken, once paid (docs/decisions/051): the receipt. Null before payment. */
    payment: PaymentFactsSchema.nullable(),
    /** The shares given back for people removed after payment (docs/decisions/052). */
    refunds: z.array(RefundViewSchema),
  })
  .meta({ id: 'OrderView' });
export type OrderView = z.infer<typeof OrderViewSchema>;

const OrderReferenceSchema = z.object({ id: z.string(), confirmationNumber: z.string() });

/** How an order stands to renewal: the order it renews, the one renewing it, and whether it can be renewed now. */
export const OrderRenewalViewSchema = z.object({
  renewsOrder: OrderReferenceSchema.nullable(),
  renewedBy: OrderReferenceSchema.nullable(),
  /** Null when the order cannot be renewed now; else the renewal's earliest cover start. */
  renewal: z.object({ earliestStart: z.iso.date() }).nullable(),
});
export type OrderRenewalView = z.infer<typeof OrderRenewalViewSchema>;

/** One order with the statuses it has had, for its owner's order page (docs/decisions/032, 039). */
export const OrderDetailViewSchema = OrderViewSchema.extend({
  timeline: timelineSchema(ORDER_STATUSES),
  /** What the plan's provider did: 'HomeReach enrolled Ngozi, member ID …' (issue 33 point 6). */
  partnerSteps: z.array(partnerStepSchema),
  ...OrderRenewalViewSchema.shape,
}).meta({ id: 'OrderDetailView' });
export type OrderDetailView = z.infer<typeof OrderDetailViewSchema>;

/** One line of the user's order list. */
export const OrderSummaryViewSchema = OrderViewSchema.pick({
  id: true,
  confirmationNumber: true,
  planId: true,
  planName: true,
  status: true,
  totalUsd: true,
  totalNgn: true,
  coverageStartDate: true,
  coverageEndDate: true,
  createdAt: true,
})
  .extend({
    beneficiaryCount: z.int(),
    /** Where each person's invitation stands (docs/decisions/041), without their links. */
    invitations: z.array(InvitationViewSchema.omit({ shareLink: true })),
    /** Whether its owner can renew it now (docs/decisions/039). */
    renewable: z.boolean(),
  })
  .meta({ id: 'OrderSummaryView' });
export type OrderSummaryView = z.infer<typeof OrderSummaryViewSchema>;

/** How the company is paid by bank transfer, and whether card checkout is on (DECISIONS 18-19). */
export const PaymentOptionsViewSchema = z
  .object({
    cardPayments: z.boolean(),
    /**
     * The buyer's currencies in which a card is charged the locked quote itself, so the sponsor pays exactly that
     * figure; in any other the card takes the order's dollar or naira total (docs/decisions/047). Empty when card
     * checkout is off.
     */
    cardChargesQuoteIn: z.array(DisplayCurrencySchema),
    /** The catalogue currency a card is charged in otherwise (Paystack: NGN); null when card checkout is off. */
    cardChargeCurrency: z.enum(CARD_CURRENCIES).nullable(),
    bankTransfer: BankTransferDetailsSchema,
  })
  .meta({ id: 'PaymentOptionsView' });
export type PaymentOptionsView = z.infer<typeof PaymentOptionsViewSchema>;
