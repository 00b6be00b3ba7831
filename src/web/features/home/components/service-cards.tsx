import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { SERVICES } from '../home-content';

export function ServiceCards() {
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-lg font-bold text-ink">
        Available services
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {SERVICES.map(({ title, description, to, icon: Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm hover:border-brand-300 sm:flex-col sm:items-start"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-sm text-ink-muted">{description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-ink-muted sm:hidden" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
