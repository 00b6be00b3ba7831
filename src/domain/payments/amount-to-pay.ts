import { z } from 'zod';
import { calendarDateOf, formatCalendarDate } from '../calendar-date';
import { DisplayCurrencySchema, type DisplayCurrency } from '../fx/currencies';
import { formatIn } from '../fx/format';
import { quoteExpired, type Quote } from '../fx/quote';
import type { Price } from '../money';
import { PAYMENT_METHODS } from '../orders/order.schema';
import { amountToSend, type TransferCurrency } from './bank-transfer';

/** The catalogue's own currencies: every order has its total in both, so a provider can always charge one. */
export const CARD_CURRENCIES = ['USD', 'NGN'] as const;
export type CardCurrency = (typeof CARD_CURRENCIES)[number];

/** Which currencies a card provider's checkout takes (docs/decisions/047). */
export interface ChargeRule {
  /** The catalogue total it charges when the buyer's quote is in a currency it cannot take. */
  readonly chargeCurrency: CardCurrency;
  /** The currencies it charges a locked quote in as it stands: the buyer pays exactly the figure held for them. */
  readonly quoteCurrencies: readonly DisplayCurrency[];
}

/** What the company's payment channels take: the card provider (null when card checkout is off) and the bank. */
export interface PaymentChannels {
  card: ChargeRule | null;
  transferCurrency: TransferCurrency;
}

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The one amount the sponsor pays, in the currency the chosen method actually takes (docs/decisions/051). */
export interface AmountToPay {
  method: PaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: DisplayCurrency;
  /** True when the amount is the locked quote itself: nobody converts it, so it is no estimate. */
  quoted: boolean;
}

/**
 * What paying `method` takes for an order: by card, the locked quote while it holds and the provider takes its
 * currency, else the catalogue total in the provider's own currency, which the card issuer converts (the rule of
 * decision 047, which `cardChargeFor` charges by); by transfer, the total in the bank account's currency (decision
 * 031). Card checkout off: the card line is what the test provider would charge, dollars.
 */
export function amountToPay(
  order: { totals: Price; quote: Quote | null },
  method: PaymentMethod,
  channels: PaymentChannels,
  now: Date,
): AmountToPay {
  const { totals, quote } = order;
  if (method === 'bank_transfer') {
    const currency = channels.transferCurrency;
    return { method, amount: amountToSend(totals, currency), currency, quoted: quote?.currency === currency };
  }
  const rule = channels.card;
  if (quote && rule?.quoteCurrencies.includes(quote.currency) && !quoteExpired(quote, now)) {
    return { method, amount: quote.total, currency: quote.currency, quoted: true };
  }
  const currency = rule?.chargeCurrency ?? 'USD';
  return {
    method,
    amount: currency === 'NGN' ? totals.ngn : totals.usd,
    currency,
    quoted: quote?.currency === currency,
  };
}

/** 'You pay £909.25 by card' or 'Send ₦1,863,960 by bank transfer': the headline of Review & Pay and the payment pages. */
export function amountToPayText({ method, amount, currency }: AmountToPay): string {
  const figure = formatIn(amount, currency);
  return method === 'card' ? `You pay ${figure} by card` : `Send ${figure} by bank transfer`;
}

/** What was actually taken for an order, kept with it once it is paid so its receipt never changes. */
export const PaymentFactsSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    /** Minor units of `currency`. */
    amount: z.int(),
    currency: DisplayCurrencySchema,
    paidAt: z.iso.datetime(),
  })
  .meta({ id: 'PaymentFacts' });
export type PaymentFacts = z.infer<typeof PaymentFactsSchema>;

const METHOD_WORDS: Record<PaymentMethod, string> = { card: 'by card', bank_transfer: 'by bank transfer' };

/** 'You paid £909.25 by card on 28 November 2026': the receipt's sentence, on the pages, the mail and the PDF. */
export function paidText(
  payment: PaymentFacts,
  money: (minor: number, currency: DisplayCurrency) => string = formatIn,
): string {
  return `You paid ${money(payment.amount, payment.currency)} ${METHOD_WORDS[payment.method]} on ${formatCalendarDate(calendarDateOf(new Date(payment.paidAt)))}.`;
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'card' ? 'Debit card' : 'Bank transfer';
}
