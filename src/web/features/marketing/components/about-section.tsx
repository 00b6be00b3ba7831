import { ConfiguredText } from '@/web/components/configured-text';
import { ABOUT_FEATURES } from '../content/landing-content';
import { SectionHeading } from './section-heading';

export function AboutSection() {
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-heading"
      className="scroll-mt-16 outline-none bg-canvas py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="about-heading"
          eyebrow="About us"
          title="Why families choose Diaspora Hub"
          intro="We connect Africans abroad with trusted health, property and funeral services at home, so caring for family is simple, safe and clear."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {ABOUT_FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:flex-col sm:gap-3"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-gradient text-white shadow-sm">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div className="flex flex-col gap-1.5 sm:gap-3">
                <h3 className="text-lg leading-snug font-bold text-ink">{title}</h3>
                <p className="text-sm leading-relaxed text-ink-muted">
                  <ConfiguredText text={text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
