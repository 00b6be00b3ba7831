import { convertFromNgn } from '@/domain/fx/convert';
import type { DisplayCurrency } from '@/domain/fx/currencies';
import type { RateInForce } from '@/domain/fx/exchange-rate.schema';
import { formatIn, QUOTE_HOURS, rateText, type QuoteView } from '@/domain/fx/quote';
import { formatDateTime } from '@/web/lib/format-date-time';

/**
 * What the payer is charged against the quote (docs/decisions/047): the quote itself when the card provider takes
 * its currency; otherwise the order's own dollar or naira total, which the payer's card issuer or bank converts.
 */
export function chargeNote(converted: string, chargedAsQuoted: boolean): string {
  if (chargedAsQuoted)
    return `Paying by card, you are charged exactly ${converted}, the amount held for you.`;
  return `An estimate: you pay the order's total in dollars or naira as shown, and your card issuer or bank converts it at its own rate, so your statement may differ slightly from ${converted}.`;
}

interface QuotePreviewProps {
  totalNgn: number;
  currency: DisplayCurrency | undefined;
  rate: RateInForce | undefined;
  ratesLoaded: boolean;
  rates?: RateInForce[];
  /** Whether the payment method chosen charges this quote as it stands (chargesQuoteAsItStands). */
  chargedAsQuoted: boolean;
}

/** Review & Pay, before the order exists: the total in the buyer's currency at today's rate, and the 24-hour hold. */
export function QuotePreview({ totalNgn, currency, rate, ratesLoaded, chargedAsQuoted }: QuotePreviewProps) {
  if (!currency || currency === 'NGN' || currency === 'USD') return null;
  if (!rate) {
    return ratesLoaded ? (
      <p className="text-sm text-ink-muted">
        There is no {currency} rate yet, so this order is shown in dollars and naira only.
      </p>
    ) : null;
  }
  const total = formatIn(convertFromNgn(totalNgn, rate.ngnPerUnit), currency);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-brand-50 p-3 text-sm" data-testid="quote">
      <p className="flex items-baseline justify-between gap-2 font-semibold text-ink">
        <span>Total in {currency}</span>
        <span className="text-lg">{total}</span>
      </p>
      <p className="text-ink-muted">
        At {rateText(currency, rate.ngnPerUnit)}
        {rate.sample ? ' (sample rate)' : ''}. This quote is held for {QUOTE_HOURS} hours from when you
        complete the order.
      </p>
      <p className="text-ink-muted">{chargeNote(total, chargedAsQuoted)}</p>
    </div>
  );
}

/** An order's locked quote, its expiry, and when it had expired, what changed (docs/decisions/047). */
export function LockedQuote({ quote, chargedAsQuoted }: { quote: QuoteView; chargedAsQuoted: boolean }) {
  if (!quote.ngnPerUnit || !quote.expiresAt) return null;
  const total = formatIn(quote.total, quote.currency);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-brand-50 p-3 text-sm" data-testid="quote">
      {quote.previous && (
        <p role="status" className="rounded-md bg-accent-100 p-2 font-medium text-accent-900">
          Your quote of {formatIn(quote.previous.total, quote.currency)} expired on{' '}
          {formatDateTime(quote.previous.expiresAt)}. At today&apos;s rate the total is {total}.
        </p>
      )}
      <p className="flex items-baseline justify-between gap-2 font-semibold text-ink">
        <span>Total in {quote.currency}</span>
        <span className="text-lg">{total}</span>
      </p>
      <p className="text-ink-muted">
        At {rateText(quote.currency, quote.ngnPerUnit)}
        {quote.recomputed
          ? `, today's rate. Starting a card payment holds it for ${QUOTE_HOURS} hours.`
          : `, held until ${formatDateTime(quote.expiresAt)}.`}
      </p>
      <p className="text-ink-muted">{chargeNote(total, chargedAsQuoted)}</p>
    </div>
  );
}
