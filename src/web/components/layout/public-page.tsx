import { type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Mail } from 'lucide-react';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { site } from '@/web/config/site';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useSignedInOutsideData } from '@/web/lib/use-signed-in-outside-data';
import { goToInPageTarget } from './in-page-navigation';

interface FooterLink {
  to: string;
  label: string;
  /** Offers the app's installation where the browser can install, else follows the link (src/web/pwa). */
  installApp?: 'if-installable';
}

const FOOTER_GROUPS: { id: string; title: string; links: FooterLink[] }[] = [
  {
    id: 'footer-help',
    title: 'Get help',
    links: [
      { to: paths.help, label: 'Help Center' },
      { to: paths.support, label: 'Support' },
      { to: paths.splash, label: 'Mobile App', installApp: 'if-installable' },
    ],
  },
  {
    id: 'footer-legal',
    title: 'Legal',
    links: [
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.termsAndConditions, label: 'Terms and Conditions' },
      { to: paths.deleteAccount, label: 'Delete Account' },
    ],
  },
];

// min-h-11: each footer link is a 44 px target of its own, stacked without gaps (decision 034).
const footerLink =
  'inline-flex min-h-11 items-center rounded-sm text-brand-50 underline-offset-4 hover:text-white hover:underline';

interface PublicPageProps {
  children: ReactNode;
  /** Replaces the default brand bar (the landing page brings its own fixed bar). */
  header?: ReactNode;
}

/** The frame of the public pages: brand bar, content, footer. Renders without JavaScript (prerendered). */
export function PublicPage({ children, header }: PublicPageProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <a
        href="#main"
        className="sr-only z-50 items-center rounded-lg bg-surface px-4 font-semibold focus:inline-flex focus:min-h-11 text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {header ?? <PublicHeader />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

function PublicHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5">
        <Link
          to={paths.landing}
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label="Diaspora Hub home"
        >
          <Logo />
        </Link>
        <PublicAccountLink />
      </div>
    </header>
  );
}

/**
 * 'Sign in' for a visitor, 'My Account' (to the app's home, as on the landing page) for someone signed in: these
 * pages load no query client, so they ask /api/session once themselves (decision 034).
 */
function PublicAccountLink() {
  const signedIn = useSignedInOutsideData();
  return (
    <Button asChild size="sm" variant="outline">
      {signedIn ? <Link to={paths.home}>My Account</Link> : <Link to={paths.signIn}>Sign in</Link>}
    </Button>
  );
}

/** The footer of every public page; on the landing page it is the 'Contact' section (#contact). */
export function PublicFooter() {
  return (
    <footer
      id="contact"
      tabIndex={-1}
      className="scroll-mt-16 bg-brand-950 text-brand-100 outline-none focus-ring-inverse"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.3fr_1.3fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-4 sm:col-span-1">
          <Link
            to={paths.landing}
            className="inline-flex min-h-11 w-fit items-center rounded-lg"
            aria-label="Diaspora Hub home"
          >
            <Logo className="text-white" />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed">
            Health plans, property and funeral cover for the people you love at home, arranged from wherever
            you live.
          </p>
        </div>
        <section
          aria-labelledby="footer-contact"
          className="col-span-2 flex flex-col gap-3 text-sm sm:col-span-1"
        >
          <h2 id="footer-contact" className="text-base font-semibold text-white">
            Contact us
          </h2>
          <a href={`mailto:${site.supportEmail}`} className={`${footerLink} inline-flex items-center gap-2`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="[overflow-wrap:anywhere]">{site.supportEmail}</span>
          </a>
          <p>Questions about an order, an application or your account? Write to us any time.</p>
        </section>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={group.id} className="text-sm">
            <h2 id={group.id} className="text-base font-semibold text-white">
              {group.title}
            </h2>
            <ul className="mt-1 flex flex-col">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink} data-install-app={link.installApp}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear /> Diaspora Hub. All rights reserved.
          </p>
          <ul className="flex flex-wrap items-center gap-x-5" aria-label="Company">
            <li>
              <a
                href={site.companyWebsite}
                target="_blank"
                rel="noopener noreferrer"
                className={`${footerLink} inline-flex items-center gap-1.5`}
              >
                Company Website
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
            <li className="flex items-center gap-2">
              {/* The spec's Media Kit link has no target yet: announced as an unavailable link, going nowhere. */}
              <span
                role="link"
                aria-disabled="true"
                tabIndex={0}
                className="inline-flex min-h-11 cursor-not-allowed items-center rounded-sm"
              >
                Media Kit
              </span>
              <span className="rounded-full bg-white/10 px-2 py-0.5 text-sm text-brand-100">Coming soon</span>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * The year at run time. Prerendered HTML carries the build's year; once in the browser the text is rendered
 * again (a new key gives a fresh text node), so a page built last December still shows this year. Where React does
 * not run, showCurrentYear (in-page-navigation.ts) does the same.
 */
function CurrentYear() {
  const inBrowser = useHydrated();
  return (
    <span key={inBrowser ? 'browser' : 'prerendered'} data-current-year="" suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

type InPageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The id of the element on this page to go to. */
  to: string;
};

/** A link to a part of this page: a plain `#fragment` link, followed smoothly once scripts run (in-page-navigation.ts). */
export function InPageLink({ to, onClick, children, ...props }: InPageLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    goToInPageTarget(event, to);
  };
  return (
    <a href={`#${to}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
