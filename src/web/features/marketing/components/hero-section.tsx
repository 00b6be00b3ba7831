import { ArrowRight, Check, Download } from 'lucide-react';
import { ConfiguredText } from '@/web/components/configured-text';
import { InPageLink } from '@/web/components/layout/public-page';
import { Button } from '@/web/components/ui/button';
import { DOWNLOAD_SECTION_ID } from '../content/landing-content';
import { HeroMosaic } from './hero-mosaic';

const HIGHLIGHTS = ['Health plans', 'Property in Nigeria', 'Funeral cover'];

export function HeroSection() {
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="hero-heading"
      className="relative scroll-mt-16 overflow-hidden outline-none bg-brand-gradient text-white focus-ring-inverse"
    >
      {/* Soft light behind the copy; decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -left-24 size-96 rounded-full bg-brand-400/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 bottom-0 size-80 rounded-full bg-accent-400/15 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-4 pt-28 pb-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pt-36 lg:pb-28">
        <div className="flex flex-col gap-6">
          <p className="w-fit rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            Built for the African diaspora
          </p>
          <h1 id="hero-heading" className="text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl">
            Care for family at home, from wherever you are
          </h1>
          <p className="max-w-xl text-lg text-brand-50">
            Buy health plans for relatives in Nigeria, apply for property and take funeral cover, all in one
            app,{' '}
            <ConfiguredText
              text={{
                fact: 'card-payments',
                text: { on: 'paid by card or bank transfer.', off: 'paid by bank transfer.' },
              }}
            />
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-brand-50">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 min-[420px]:flex-row">
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="bg-accent-300 text-brand-950 shadow-md hover:bg-accent-200"
            >
              {/* Offers to install the web app (src/web/pwa/install-offer.ts); without JavaScript, goes to #download. */}
              <InPageLink to={DOWNLOAD_SECTION_ID} data-install-app="">
                <Download aria-hidden="true" />
                Download the app
              </InPageLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/70 bg-transparent text-white hover:bg-white/10"
            >
              <InPageLink to={'services'}>
                Explore services
                <ArrowRight aria-hidden="true" />
              </InPageLink>
            </Button>
          </div>
        </div>
        <HeroMosaic />
      </div>
    </section>
  );
}
