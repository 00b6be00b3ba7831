import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { getPaymentOptionsQueryOptions } from '@/web/api/payment-options';

/** The company's bank details with the payment reference to quote: how orders and applications are paid. */
export function BankTransferDetails({ reference }: { reference: string }) {
  const { data, isError } = useQuery(getPaymentOptionsQueryOptions());
  const account = data?.bankTransfer;
  return (
    <section
      aria-labelledby="bank-transfer-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="bank-transfer-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Landmark aria-hidden="true" className="size-5 text-brand-700" /> Pay by bank transfer
      </h2>
      {isError ? (
        <p className="mt-2 text-sm text-ink-muted">
          We could not load our bank details just now. Our team will send them to you.
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <Row label="Bank" value={account?.bankName} />
          <Row label="Account name" value={account?.accountName} />
          <Row label="Account number" value={account?.accountNumber} />
          <Row label="Payment reference" value={reference} />
        </dl>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold break-all text-ink">
        {value ?? <Skeleton className="ml-auto h-4 w-32" aria-label="Loading" />}
      </dd>
    </>
  );
}
