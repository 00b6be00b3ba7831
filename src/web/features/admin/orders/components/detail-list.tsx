import type { ReactNode } from 'react';
import { REMOVED_TEXT } from './order-labels';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs: stacked on a phone, side by side from small screens up.
 * Values wrap anywhere, not only at breaks (`break-words`): a long email would otherwise set the grid's
 * minimum width and push the card past a 320 px screen.
 */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {details.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="mb-1 wrap-anywhere text-ink sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A customer's personal detail. Null means it was removed with the account (DECISIONS 8), or, on an order whose
 * data is intact, that it was never given (a payer's company, say).
 */
export function personal(value: string | null, removed: boolean): ReactNode {
  if (value) return value;
  return <span className="text-ink-muted italic">{removed ? REMOVED_TEXT : 'Not given'}</span>;
}
