import { ConfiguredText } from '@/web/components/configured-text';
import { DocumentPageMarker } from '@/web/components/layout/document-page-marker';
import { InPageLink, PublicPage } from '@/web/components/layout/public-page';
import { site } from '@/web/config/site';
import { legalSectionId, type LegalBlock, type LegalSection } from './legal-types';

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** A legal document: title, date line, a table of contents and numbered sections. */
export function LegalPage({ title, lastUpdated, intro, sections }: LegalPageProps) {
  return (
    <PublicPage>
      {/* A signed-in user gets the hydrated page, whose top bar shows their account (decision 034). */}
      <DocumentPageMarker for="visitors" />
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-gradient sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm font-medium text-ink-muted">Last updated {lastUpdated}</p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink">{intro}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <nav
          aria-labelledby="legal-contents"
          className="h-fit rounded-2xl border border-line bg-surface p-5 shadow-sm lg:sticky lg:top-20"
        >
          <p id="legal-contents" className="text-sm font-bold tracking-wide text-ink uppercase">
            On this page
          </p>
          <ol className="mt-3 flex flex-col text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <InPageLink
                  to={legalSectionId(index, section.title)}
                  className="flex min-h-11 items-center gap-2 rounded-md py-1 text-ink-muted hover:text-brand-800 hover:underline"
                >
                  <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                  {section.title}
                </InPageLink>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-3xl min-w-0 flex-col gap-10">
          {sections.map((section, index) => {
            const id = legalSectionId(index, section.title);
            return (
              <section
                key={id}
                id={id}
                tabIndex={-1}
                aria-labelledby={`${id}-heading`}
                className="scroll-mt-20 outline-none"
              >
                <h2 id={`${id}-heading`} className="text-xl font-bold text-ink sm:text-2xl">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-3 flex flex-col gap-3 leading-relaxed text-ink">
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </div>
              </section>
            );
          })}
        </article>
      </div>
    </PublicPage>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string' || 'fact' in block) {
    return (
      <p>
        <ConfiguredText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="flex list-disc flex-col gap-1.5 pl-6 marker:text-brand-600">
        {block.list.map((item, index) => (
          <li key={index}>
            <ConfiguredText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      {block.contact}{' '}
      <a
        href={`mailto:${site.supportEmail}`}
        className="font-semibold break-all text-brand-700 underline underline-offset-4"
      >
        {site.supportEmail}
      </a>
      .
    </p>
  );
}
