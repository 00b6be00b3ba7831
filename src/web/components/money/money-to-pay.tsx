import type { DisplayCurrency } from '@/domain/fx/currencies';
import type { RateInForce } from '@/domain/fx/exchange-rate.schema';
import { formatIn, makeQuote, QUOTE_HOURS, rateText, type Quote, type QuoteView } from '@/domain/fx/quote';
import { formatNgn, formatUsd, type Price } from '@/domain/money';
import {
  amountToPay,
  amountToPayText,
  type PaymentChannels,
  type PaymentMethod,
} from '@/domain/payments/amount-to-pay';
import { formatDateTime } from '@/web/lib/format-date-time';

/** A quote as the API answers it, as the rule reads it. */
export function quoteOf(view: QuoteView | null): Quote | null {
  if (!view) return null;
  const { currency, ngnPerUnit, total, expiresAt } = view;
  return { currency, ngnPerUnit, total, expiresAt: expiresAt === null ? null : new Date(expiresAt) };
}

interface MoneyToPayProps {
  totals: Price;
  quote: Quote | null;
  method: PaymentMethod;
  channels: PaymentChannels | undefined;
  /** Review & Pay: the quote is today's and is held only once the order is placed. */
  preview?: boolean;
  /** The rate is a seeded sample (docs/decisions/047). */
  sampleRate?: boolean;
  /** An expired quote that `quote` replaces, for the notice that says what changed. */
  previous?: QuoteView['previous'];
}

/** Why the figure is what it is: the rate and how long it holds, or that the card issuer converts. */
function rateLine(
  quote: Quote,
  quoted: boolean,
  hold: 'preview' | 'recomputed' | 'locked',
  sample: boolean,
): string | null {
  if (!quote.ngnPerUnit) return null;
  const rate = `${rateText(quote.currency, quote.ngnPerUnit)}${sample ? ' (sample rate)' : ''}`;
  if (!quoted) {
    return `About ${formatIn(quote.total, quote.currency)} at ${rate}. Your card issuer or bank converts at its own rate.`;
  }
  if (hold === 'preview')
    return `At ${rate}, held for ${QUOTE_HOURS} hours from when you complete the order.`;
  if (hold === 'recomputed')
    return `At ${rate}, today's rate. Starting a card payment holds it for ${QUOTE_HOURS} hours.`;
  return quote.expiresAt
    ? `At ${rate}, held until ${formatDateTime(quote.expiresAt.toISOString())}.`
    : `At ${rate}.`;
}

/**
 * The one amount to pay, in the currency the chosen method takes (docs/decisions/051), with the rate, its hold
 * and the plan's own dollar and naira price beneath. Nothing until the payment options load.
 */
export function MoneyToPay({
  totals,
  quote,
  method,
  channels,
  preview = false,
  sampleRate = false,
  previous,
}: MoneyToPayProps) {
  if (!channels) return null;
  const line = amountToPay({ totals, quote }, method, channels, new Date());
  const hold = preview ? 'preview' : previous ? 'recomputed' : 'locked';
  const rate = quote && rateLine(quote, line.quoted && line.currency === quote.currency, hold, sampleRate);
  return (
    <section
      aria-label="Amount to pay"
      className="flex flex-col gap-1 rounded-lg bg-brand-50 p-3 text-sm"
      data-testid="quote"
    >
      {previous && quote && (
        <p role="status" className="rounded-md bg-accent-100 p-2 font-medium text-accent-900">
          Your quote of {formatIn(previous.total, quote.currency)} expired on{' '}
          {formatDateTime(previous.expiresAt)}. At today&apos;s rate the total is{' '}
          {formatIn(quote.total, quote.currency)}.
        </p>
      )}
      <p className="text-xl font-bold text-ink" data-testid="amount-to-pay">
        {amountToPayText(line)}
      </p>
      {rate && <p className="text-ink-muted">{rate}</p>}
      <p className="text-ink-muted">
        Plan price: {formatUsd(totals.usd)} / {formatNgn(totals.ngn)}
      </p>
    </section>
  );
}

interface PreviewProps {
  totals: Price;
  currency: DisplayCurrency | undefined;
  rate: RateInForce | undefined;
  ratesLoaded: boolean;
  method: PaymentMethod;
  channels: PaymentChannels | undefined;
}

/** Review & Pay, before the order exists: today's quote in the buyer's currency, which placing the order locks. */
export function MoneyToPayPreview({ totals, currency, rate, ratesLoaded, method, channels }: PreviewProps) {
  const quote = currency ? makeQuote(totals, currency, rate?.ngnPerUnit, new Date()) : null;
  return (
    <>
      <MoneyToPay
        totals={totals}
        quote={quote}
        method={method}
        channels={channels}
        preview
        sampleRate={rate?.sample ?? false}
      />
      {currency && !quote && ratesLoaded && (
        <p className="text-sm text-ink-muted">
          There is no {currency} rate yet, so this order is shown in dollars and naira only.
        </p>
      )}
    </>
  );
}

/** An order's locked quote as the payer pays it (payment, success and order pages). */
export function OrderMoneyToPay({
  order,
  channels,
}: {
  order: { totalUsd: number; totalNgn: number; paymentMethod: PaymentMethod; quote: QuoteView | null };
  channels: PaymentChannels | undefined;
}) {
  return (
    <MoneyToPay
      totals={{ usd: order.totalUsd, ngn: order.totalNgn }}
      quote={quoteOf(order.quote)}
      method={order.paymentMethod}
      channels={channels}
      previous={order.quote?.previous}
    />
  );
}
