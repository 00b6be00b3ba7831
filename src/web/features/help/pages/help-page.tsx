import { Link, type MetaFunction } from 'react-router';
import { ArrowRight, LifeBuoy, Mail } from 'lucide-react';
import { ConfiguredText } from '@/web/components/configured-text';
import { DocumentPageMarker } from '@/web/components/layout/document-page-marker';
import { InPageLink, PublicPage } from '@/web/components/layout/public-page';
import { Disclosure } from '@/web/components/ui/disclosure';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { site } from '@/web/config/site';
import { HELP_TOPICS } from '../content/help-topics';

export const meta: MetaFunction = () => [
  { title: 'Help Center | Diaspora Hub' },
  { name: 'description', content: 'Answers about health plans, property, funeral cover and your account.' },
];

export default function HelpPage() {
  return (
    <PublicPage>
      {/* Questions open without a script (native disclosures): a visitor gets a document, like the legal pages. */}
      <DocumentPageMarker for="visitors" />
      <section className="bg-brand-gradient text-white focus-ring-inverse">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-14 text-center sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Help Center</h1>
          <p className="max-w-xl text-lg text-brand-50">
            Answers to common questions about health cover, your relatives’ consent, payments, property,
            funeral plans and your account.
          </p>
          <nav aria-label="Help topics" className="pt-2">
            <ul className="flex flex-wrap justify-center gap-2">
              {HELP_TOPICS.map((topic) => (
                <li key={topic.id}>
                  <InPageLink
                    to={topic.id}
                    className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-3.5 text-sm font-medium text-white ring-1 ring-white/25 transition-colors hover:bg-white/20"
                  >
                    {topic.title}
                  </InPageLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12">
        {HELP_TOPICS.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            tabIndex={-1}
            aria-labelledby={`${topic.id}-heading`}
            className="scroll-mt-20 outline-none"
          >
            <h2 id={`${topic.id}-heading`} className="text-2xl font-bold text-ink">
              {topic.title}
            </h2>
            <div className="mt-4 rounded-2xl border border-line bg-surface px-5 shadow-sm">
              {topic.questions.map((item) => (
                <Disclosure
                  key={item.question}
                  summary={item.question}
                  className="flex flex-col gap-3 leading-relaxed"
                >
                  {item.answer.map((paragraph, index) => (
                    <p key={index}>
                      <ConfiguredText text={paragraph} />
                    </p>
                  ))}
                  {item.link && (
                    <Link
                      to={item.link.to}
                      className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {item.link.label}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  )}
                </Disclosure>
              ))}
            </div>
          </section>
        ))}

        <section
          aria-labelledby="still-need-help"
          className="flex flex-col items-center gap-4 rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
        >
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-gradient text-white">
            <LifeBuoy aria-hidden="true" className="size-7" />
          </span>
          <h2 id="still-need-help" className="text-2xl font-bold text-ink">
            Still need help?
          </h2>
          <p className="max-w-md text-ink-muted">
            Send our team a message and we will get back to you as soon as possible.
          </p>
          <div className="flex flex-col items-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to={paths.support}>Contact Support</Link>
            </Button>
            <a
              href={`mailto:${site.supportEmail}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold [overflow-wrap:anywhere] text-brand-800 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {site.supportEmail}
            </a>
          </div>
        </section>
      </div>
    </PublicPage>
  );
}
