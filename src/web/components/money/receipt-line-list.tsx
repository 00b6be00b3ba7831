import type { ReceiptLine } from '@/domain/payments/receipt';

/** A receipt's labelled values (docs/decisions/051), stacked on a phone and side by side from the small breakpoint. */
export function ReceiptLineList({ lines }: { lines: readonly ReceiptLine[] }) {
  return (
    <dl className="flex flex-col gap-2">
      {lines.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-semibold wrap-anywhere text-ink sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
