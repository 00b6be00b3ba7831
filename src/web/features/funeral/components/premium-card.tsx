import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CircleAlert, CreditCard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  isPremiumCardOutcome,
  PREMIUM_CARD_MESSAGES,
  savedCardExpiry,
  savedCardName,
} from '@/domain/funeral/premium-card';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useDisplayCurrency } from '@/web/lib/use-display-currency';
import { getPremiumCardQueryOptions, useStartPremiumCard, useStopPremiumCard } from '../api/premium-card';

/**
 * Paying the next premium by card (docs/decisions/066): the card saved for premiums, named, and a button that
 * hands the browser to Paystack for the premium the server states; back from Paystack, what the payment came to.
 */
export function PremiumCard({
  applicationId,
  nextIndex,
}: {
  applicationId: string;
  nextIndex: number | null;
}) {
  const premiumCard = useQuery(getPremiumCardQueryOptions(applicationId));
  const start = useStartPremiumCard(applicationId);
  const stop = useStopPremiumCard(applicationId);
  const [stopped, setStopped] = useState(false);
  const { currency } = useDisplayCurrency();
  const outcome = useSearchParams()[0].get('premium');
  if (!premiumCard.data?.offered) return null;
  const { card } = premiumCard.data;
  const pay = () =>
    start.mutate(currency ?? 'NGN', {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => toast.error(PREMIUM_CARD_MESSAGES.startFailed),
    });
  return (
    <div className="flex flex-col gap-3">
      {isPremiumCardOutcome(outcome) && (
        <Alert variant={outcome === 'failed' ? 'destructive' : 'default'}>
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{PREMIUM_CARD_MESSAGES[outcome]}</AlertDescription>
        </Alert>
      )}
      {stopped && !card && (
        <p role="status" className="text-ink">
          {PREMIUM_CARD_MESSAGES.stopped}
        </p>
      )}
      {card && (
        <>
          <p className="text-ink" data-testid="premium-card">
            Card for premiums: <span className="font-semibold">{savedCardName(card)}</span>
            <span className="text-ink-muted"> ({savedCardExpiry(card)})</span>
          </p>
          <p className="text-ink-muted">{PREMIUM_CARD_MESSAGES.charged}</p>
        </>
      )}
      {nextIndex !== null && (
        <Button size="lg" className="self-stretch sm:self-start" onClick={pay} disabled={start.isPending}>
          <CreditCard aria-hidden="true" />
          {start.isPending ? 'Processing...' : `Pay premium ${nextIndex + 1} by card`}
        </Button>
      )}
      {card && (
        <Button
          variant="outline"
          size="lg"
          className="self-stretch sm:self-start"
          onClick={() => stop.mutate(undefined, { onSuccess: () => setStopped(true) })}
          disabled={stop.isPending}
        >
          {stop.isPending ? 'Stopping...' : 'Stop card payments'}
        </Button>
      )}
    </div>
  );
}
