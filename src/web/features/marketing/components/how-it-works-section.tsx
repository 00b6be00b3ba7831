import { ConfiguredText } from '@/web/components/configured-text';
import { HOW_IT_WORKS_STEPS } from '../content/landing-content';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-heading" className="bg-brand-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="how-heading"
          eyebrow="How It Works"
          title="Four simple steps"
          intro="From your phone to your family’s cover, usually in a few minutes."
        />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-brand-100 bg-surface p-5 shadow-sm sm:flex-col sm:gap-3 sm:p-6"
            >
              <span className="flex shrink-0 items-start justify-between">
                <span className="grid size-12 place-items-center rounded-full bg-brand-gradient text-lg font-extrabold text-white shadow">
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="hidden size-7 text-accent-600 sm:block" />
              </span>
              <div className="flex flex-col gap-1.5 sm:gap-3">
                <h3 className="text-lg font-bold text-ink">{title}</h3>
                <p className="text-sm leading-relaxed text-ink-muted">
                  <ConfiguredText text={text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
