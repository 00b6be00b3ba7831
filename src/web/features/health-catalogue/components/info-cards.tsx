import type { LucideIcon } from 'lucide-react';

export interface InfoCard {
  title: string;
  icon: LucideIcon;
  lines: string[];
}

/** Small titled cards with an icon: Ally Partners' extra benefits, Tangerine's info cards. */
export function InfoCards({ cards }: { cards: InfoCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ title, icon: Icon, lines }) => (
        <li key={title} className="flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-100 text-accent-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="flex min-w-0 flex-col gap-1.5">
            <h3 className="font-bold text-ink">{title}</h3>
            {lines.map((line) => (
              <p key={line} className="text-sm text-ink-muted">
                {line}
              </p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
