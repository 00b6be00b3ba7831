import type { ReactNode } from 'react';
import { DocumentPageMarker } from '@/web/components/layout/document-page-marker';
import { PublicPage } from '@/web/components/layout/public-page';
import { TopNav } from '@/web/components/layout/top-nav';
import { BackLink, type BackTo } from './back-link';
import { DisplayCurrencyChoice } from './display-currency-choice';

interface CataloguePageProps {
  title: string;
  /** A short line above the title, e.g. the insurer. */
  eyebrow?: string;
  intro?: ReactNode;
  back?: BackTo;
  /** Under the intro: badges, document links. */
  headerExtra?: ReactNode;
  /**
   * The page needs React only for a signed-in user's top bar: a visitor gets it as a document (decision 027).
   * Leave it off where the page itself has state (a currency toggle, tabs).
   */
  documentForVisitors?: boolean;
  children: ReactNode;
}

/** The frame of every catalogue page: the public layout with the app's top bar, a title band, then content. */
export function CataloguePage({
  title,
  eyebrow,
  intro,
  back,
  headerExtra,
  documentForVisitors = false,
  children,
}: CataloguePageProps) {
  return (
    <PublicPage header={<TopNav />}>
      {documentForVisitors && <DocumentPageMarker for="visitors" />}
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-4 pb-8 sm:pb-12">
          {back ? <BackLink {...back} /> : <div className="h-5" />}
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-gradient sm:text-4xl">{title}</h1>
          {intro && <div className="max-w-3xl text-lg leading-relaxed text-ink-muted">{intro}</div>}
          {headerExtra}
          <DisplayCurrencyChoice />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-8 sm:py-12">{children}</div>
    </PublicPage>
  );
}
