import { Apple } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '@/web/config/site';
import { DOWNLOAD_SECTION_ID } from '../content/landing-content';
import { PhoneIllustration } from './phone-illustration';

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-7">
      <path
        d="M4 2.8v18.4c0 .8.9 1.3 1.6.9l15.6-9.2a1 1 0 0 0 0-1.8L5.6 1.9C4.9 1.5 4 2 4 2.8Z"
        fill="#f8cb52"
      />
      <path d="M4 2.8v18.4c0 .3.1.5.3.7L13.8 12 4.3 2.1c-.2.2-.3.4-.3.7Z" fill="#3fb393" />
    </svg>
  );
}

function StoreLink({
  href,
  icon,
  small,
  large,
}: {
  href: string;
  icon: ReactNode;
  small: string;
  large: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // We have no store apps yet: a click offers the web app's installation (src/web/pwa/install-offer.ts).
      data-install-app=""
      className="flex min-h-14 w-full items-center gap-3 rounded-2xl bg-brand-950 px-5 py-2.5 text-white shadow-lg ring-1 ring-white/20 transition hover:bg-black sm:w-auto"
    >
      {icon}
      <span className="flex flex-col text-left leading-tight">
        <span className="text-sm text-brand-100">{small}</span>
        <span className="text-lg font-bold">{large}</span>
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export function DownloadSection() {
  return (
    <section
      id={DOWNLOAD_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="download-heading"
      className="scroll-mt-16 overflow-hidden outline-none bg-brand-gradient text-white focus-ring-inverse"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-20 lg:grid-cols-2 lg:pt-16">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:pb-16 lg:text-left">
          <p className="text-sm font-bold tracking-widest text-accent-300 uppercase">Get the app</p>
          <h2
            id="download-heading"
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            Download Diaspora Hub today
          </h2>
          <p className="max-w-lg text-lg text-brand-50">
            Buy cover, follow your orders and applications, and get notified the moment anything changes, all
            from your phone.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <StoreLink
              href={site.androidStoreUrl}
              icon={<PlayGlyph />}
              small="Get it on"
              large="Google Play"
            />
            <StoreLink
              href={site.iosStoreUrl}
              icon={<Apple aria-hidden="true" className="size-7" />}
              small="Download on the"
              large="App Store"
            />
          </div>
        </div>
        <div className="relative mx-auto h-72 w-60 sm:h-80 lg:h-[26rem] lg:w-72">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-10 mx-auto size-64 rounded-full bg-white/10 blur-2xl"
          />
          <PhoneIllustration className="relative h-auto w-full drop-shadow-2xl" />
        </div>
      </div>
    </section>
  );
}
