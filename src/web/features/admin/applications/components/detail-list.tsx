import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs, side by side from small screens up, stacked on phones.
 * Values wrap anywhere, not only at breaks (`break-words`): a long email would otherwise set the grid's
 * minimum width and push the card past a 320 px screen.
 */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="grid gap-y-3 sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-x-4">
      {items.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-0.5 sm:contents">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="min-w-0 wrap-anywhere text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A personal field, or why it is empty: account deletion removes them (DECISIONS 8). */
export function personal(value: string | null | undefined, show: (value: string) => ReactNode = (v) => v) {
  return value == null ? (
    <span className="text-ink-muted italic">Removed when the account was deleted</span>
  ) : (
    show(value)
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'parent_in_law' → 'Parent in law'. */
export function humanise(value: string): string {
  return capitalise(value.replaceAll('_', ' '));
}
