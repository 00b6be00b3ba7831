/**
 * The only script of a prerendered page that React does not hydrate (one that renders a marker of
 * config/no-hydration.ts: the landing page and the legal pages, decision 023; for visitors, the catalogue,
 * /real-estate, the help centre, the funeral plans and the realty providers, decision 027). It gives the page what
 * React would have: the landing menu, smooth in-page links, this year in the footer, the install offer and the
 * service worker, the filter sheet's buttons, 'Load more' in place, back links that keep the list's filters and
 * the currency estimates.
 * Built beside the app by scripts/build-document-entry.ts and named in the page by scripts/defer-hydration.ts.
 */
import { followInPageLinks, showCurrentYear } from './components/layout/in-page-navigation';
import { DISPLAY_CURRENCY_COOKIE } from '@/domain/fx/currency-codes';
import { enhanceLandingMenu } from './features/marketing/components/landing-menu';
import { loadMoreInPlace } from './features/real-estate/load-more-in-place';
import { applyBackLinks } from './lib/back-link';
import { followDialogCommands } from './lib/dialog-commands';
import { setUpInstallOffer } from './pwa/install-offer';
import { registerServiceWorker } from './pwa/register-service-worker';

// The install offer first: its listener must see a click before the in-page link does (entry.client.tsx likewise).
setUpInstallOffer();
registerServiceWorker();
followInPageLinks(document);
showCurrentYear(document);
followDialogCommands(document);
loadMoreInPlace(document);
applyBackLinks(document);
// The currency estimates (decision 047) load as a chunk of their own, only once a visitor has chosen a currency or
// reaches for the control: a first visit loads this script alone. A page with prices but no control (the funeral
// plans, the providers) shows the estimates in the currency chosen elsewhere.
const currencyChoice = document.querySelector('select[data-display-currency]');
if (currencyChoice || document.querySelector('[data-estimate-ngn]')) {
  const showEstimates = () =>
    void import('./features/health-catalogue/display-currency-document').then((module) =>
      module.showDisplayCurrency(document),
    );
  if (document.cookie.includes(`${DISPLAY_CURRENCY_COOKIE}=`)) showEstimates();
  else if (currencyChoice) {
    currencyChoice.addEventListener('focus', showEstimates, { once: true });
    currencyChoice.addEventListener('change', showEstimates, { once: true });
  }
}
for (const bar of document.querySelectorAll<HTMLElement>('header:has([data-menu-toggle])'))
  enhanceLandingMenu(bar);
