import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '../content/landing-content';
import { SectionHeading } from './section-heading';

const INITIAL_COLOURS = ['bg-brand-700', 'bg-accent-700', 'bg-rose-700'];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title="Loved by families across the diaspora"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, country }, index) => (
            <li key={name}>
              <figure className="flex h-full flex-col gap-5 rounded-3xl border border-line bg-canvas p-6">
                <Quote aria-hidden="true" className="size-8 text-accent-500" />
                <blockquote className="flex-1 text-lg leading-relaxed text-ink">
                  <p>“{quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`grid size-10 place-items-center rounded-full font-bold text-white ${INITIAL_COLOURS[index % INITIAL_COLOURS.length]}`}
                  >
                    {name.charAt(0)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{name}</span>
                    <span className="text-sm text-ink-muted">{country}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
