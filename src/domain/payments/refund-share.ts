import { z } from 'zod';
import { addDays, calendarDateOf, formatCalendarDate } from '../calendar-date';
import { DisplayCurrencySchema, type DisplayCurrency } from '../fx/currencies';
import { formatIn } from '../fx/format';
import type { Price } from '../money';
import { PAYMENT_METHODS } from '../orders/order.schema';
import type { PaymentMethod } from './amount-to-pay';

/**
 * A refund's life (docs/decisions/052): a card refund is 'pending' until the provider says 'processed' or
 * 'failed'; a transfer refund is 'due' until an admin records it 'paid_out'.
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed', 'due', 'paid_out'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How many days the company gives itself to send a transfer refund back: the date the sponsor is promised. */
export const TRANSFER_REFUND_DAYS = 7;

/**
 * A removed person's share of what was paid: their line of the order's total as priced, in the currency the
 * payment was taken in. Dollars are shared by the dollar lines; naira and the quotes converted from naira (pounds,
 * euros, Canadian dollars) by the naira lines. Each share is rounded down and never more than what is left of the
 * payment, so the shares of everyone removed never add up to more than was paid. A person in a one-price family
 * total has no line of their own: removing them changes no price and refunds nothing.
 */
export function refundShare(input: {
  paid: { amount: number; currency: DisplayCurrency };
  totals: Price;
  line: Price | null;
  alreadyRefunded: number;
}): number {
  const { paid, totals, line, alreadyRefunded } = input;
  if (!line) return 0;
  const [part, whole] = paid.currency === 'USD' ? [line.usd, totals.usd] : [line.ngn, totals.ngn];
  if (whole <= 0) return 0;
  const share = Number((BigInt(paid.amount) * BigInt(part)) / BigInt(whole));
  return Math.max(0, Math.min(share, paid.amount - alreadyRefunded));
}

/** The date a transfer refund decided on `at` is promised by. */
export function transferRefundDueBy(at: Date): string {
  return addDays(calendarDateOf(at), TRANSFER_REFUND_DAYS);
}

/** What the sponsor is told about a refund: how much, how, and when it arrives. */
export function refundText(refund: {
  method: PaymentMethod;
  amount: number;
  currency: DisplayCurrency;
  status: RefundStatus;
  dueBy: string | null;
}): string {
  const figure = formatIn(refund.amount, refund.currency);
  if (refund.method === 'card') {
    if (refund.status === 'processed') return `We refunded ${figure} to your card.`;
    if (refund.status === 'failed')
      return `Your card refund of ${figure} did not go through; our team will send it another way and contact you.`;
    return `We are refunding ${figure} to your card; it usually arrives in 5–10 working days.`;
  }
  if (refund.status === 'paid_out') return `We sent ${figure} back to your account.`;
  return `We will send ${figure} back to your account by ${formatCalendarDate(refund.dueBy ?? '')}.`;
}

/** A refund as its sponsor and the console read it. */
export const RefundViewSchema = z
  .object({
    id: z.string(),
    /** The removed person's first name; empty once the owner's account was deleted. */
    personName: z.string(),
    method: z.enum(PAYMENT_METHODS),
    amount: z.int(),
    currency: DisplayCurrencySchema,
    status: z.enum(REFUND_STATUSES),
    /** For a transfer refund: the date it is promised by. */
    dueBy: z.iso.date().nullable(),
    createdAt: z.iso.datetime(),
    /** What the sponsor is told: how much, how, and when (refundText). */
    text: z.string(),
  })
  .meta({ id: 'RefundView' });
export type RefundView = z.infer<typeof RefundViewSchema>;

/** A refund in the console's queue: with the order it belongs to. */
export const AdminRefundViewSchema = RefundViewSchema.extend({
  orderId: z.string(),
  confirmationNumber: z.string(),
}).meta({ id: 'AdminRefundView' });
export type AdminRefundView = z.infer<typeof AdminRefundViewSchema>;

export const REFUND_MESSAGES = {
  reference: 'Enter the bank’s reference for the transfer you sent',
  notFound: 'Refund not found',
  notDue: 'This refund is not waiting to be paid out',
} as const;

/** An admin's record that a transfer refund was sent back, with the bank's reference. */
export const RefundPaidOutSchema = z.object({
  reference: z
    .string({ error: REFUND_MESSAGES.reference })
    .trim()
    .min(1, REFUND_MESSAGES.reference)
    .max(100, REFUND_MESSAGES.reference),
});
export type RefundPaidOut = z.infer<typeof RefundPaidOutSchema>;
