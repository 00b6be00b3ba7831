import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { SERVICES, type ServiceTone } from '../content/landing-content';
import { SectionHeading } from './section-heading';

const TONES: Record<ServiceTone, { badge: string; band: string; cta: string }> = {
  brand: { badge: 'bg-brand-100 text-brand-800', band: 'bg-brand-gradient', cta: 'text-brand-800' },
  accent: {
    badge: 'bg-accent-100 text-accent-800',
    band: 'bg-linear-to-r from-accent-300 to-accent-500',
    cta: 'text-accent-800',
  },
  rose: {
    badge: 'bg-rose-100 text-rose-800',
    band: 'bg-linear-to-r from-rose-400 to-rose-700',
    cta: 'text-rose-800',
  },
};

export function ServicesSection() {
  return (
    <section
      id="services"
      tabIndex={-1}
      aria-labelledby="services-heading"
      className="scroll-mt-16 bg-surface outline-none py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="services-heading"
          eyebrow="Our services"
          title="Everything your family needs, in one place"
          intro="Choose a service to see plans, prices and listings. You can browse before you create an account."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, text, points, to, tone }) => (
            <li key={title}>
              <Link
                to={to}
                className="group flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
              >
                <span aria-hidden="true" className={cn('h-2', TONES[tone].band)} />
                <span className="flex flex-1 flex-col gap-4 p-6">
                  <span className={cn('grid size-14 place-items-center rounded-2xl', TONES[tone].badge)}>
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <h3 className="text-xl font-bold text-ink">{title}</h3>
                  <span className="text-ink-muted">{text}</span>
                  <span className="flex flex-col gap-2 text-sm text-ink">
                    {points.map((point) => (
                      <span key={point} className="flex items-center gap-2">
                        <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                        {point}
                      </span>
                    ))}
                  </span>
                  <span
                    className={cn('mt-auto flex items-center gap-1.5 pt-2 font-semibold', TONES[tone].cta)}
                  >
                    Learn more
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-1"
                    />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
