/**
 * The only script of a prerendered page that React does not hydrate (one that renders the NO_HYDRATION_META
 * marker of config/no-hydration.ts: the landing page, decision 023). It gives the page what React would have: the landing
 * menu, smooth in-page links, this year in the footer, the install offer and the service worker. Built beside
 * the app by scripts/build-document-entry.ts and named in the page by scripts/defer-hydration.ts.
 */
import { followInPageLinks, showCurrentYear } from './components/layout/in-page-navigation';
import { enhanceLandingMenu } from './features/marketing/components/landing-menu';
import { setUpInstallOffer } from './pwa/install-offer';
import { registerServiceWorker } from './pwa/register-service-worker';

// The install offer first: its listener must see a click before the in-page link does (entry.client.tsx likewise).
setUpInstallOffer();
registerServiceWorker();
followInPageLinks(document);
showCurrentYear(document);
for (const bar of document.querySelectorAll<HTMLElement>('header:has([data-menu-toggle])'))
  enhanceLandingMenu(bar);
