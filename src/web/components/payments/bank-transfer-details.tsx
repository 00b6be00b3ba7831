import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import type { Price } from '@/domain/money';
import { bankTransferLines, transferFromAbroad, transferLead } from '@/domain/payments/bank-transfer';
import { Skeleton } from '@/web/components/ui/skeleton';
import { getPaymentOptionsQueryOptions } from '@/web/api/payment-options';
import { CopyValueRow } from './copy-value-row';

interface BankTransferDetailsProps {
  /** What the payer quotes: the order's confirmation number or the application's reference. */
  reference: string;
  /** What is due, as the server priced it; the payer is asked for it in the account's currency. */
  amount?: Price;
}

/**
 * How to pay by bank transfer, from abroad too (decision 031): the amount in the one currency the account takes,
 * the company's bank details with the international ones configured, and the reference, each with a copy button.
 */
export function BankTransferDetails({ reference, amount }: BankTransferDetailsProps) {
  const { data, isError } = useQuery(getPaymentOptionsQueryOptions());
  const headingId = useId();
  const [announcement, announce] = usePoliteAnnouncement();
  const details = data?.bankTransfer;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <Landmark aria-hidden="true" className="size-5 text-brand-700" /> Pay by bank transfer
      </h2>
      {isError ? (
        <p className="mt-2 text-ink-muted">
          We could not load our bank details just now. Our team will send them to you.
        </p>
      ) : details ? (
        <>
          <p className="mt-2 text-ink">{transferLead(details.currency, amount)}</p>
          <dl className="mt-3 flex flex-col">
            {bankTransferLines(details, { reference, amount }).map((line) => (
              <CopyValueRow key={line.label} line={line} onCopy={announce} />
            ))}
          </dl>
          <p className="mt-3 text-sm text-ink-muted">{transferFromAbroad(details.currency)}</p>
        </>
      ) : (
        <div className="mt-3 flex flex-col gap-3" aria-label="Loading">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      {/* Present from the start: a live region added with its text is not announced by every screen reader. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** Text for a polite live region; the same words twice in a row are announced twice, by clearing in between. */
function usePoliteAnnouncement(): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const announce = useCallback((next: string) => {
    setText('');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setText(next), 100);
  }, []);
  return [text, announce];
}
