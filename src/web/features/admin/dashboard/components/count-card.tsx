import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface CountLink {
  label: string;
  count: number;
  /** The list filtered to what is counted. */
  to: string;
}

interface CountCardProps {
  title: string;
  counts: readonly CountLink[];
  /** A line under the counts, such as how many are overdue. */
  note?: ReactNode;
}

/** A section of the dashboard: its counts, each a link to the list they count. */
export function CountCard({ title, counts, note }: CountCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <ul className="flex flex-col">
        {counts.map(({ label, count, to }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 text-ink hover:bg-brand-50"
            >
              <span className="text-brand-800 underline-offset-4 hover:underline">
                {label}
                <span className="sr-only">:</span>
              </span>
              <span className="text-xl font-bold tabular-nums">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
      {note}
    </section>
  );
}
