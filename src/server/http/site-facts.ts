import { siteFactAttributes, type SiteFacts } from '../../domain/site/site-facts';

/** What this deployment's configuration makes true on the public pages (docs/decisions/053). */
export function siteFactsOf(payments: {
  cardPayments: string;
  bankTransfer: { currency: SiteFacts['bankCurrency'] };
}): SiteFacts {
  return { cardPayments: payments.cardPayments !== 'off', bankCurrency: payments.bankTransfer.currency };
}

const HTML_TAG = /<html(?=[\s>])/i;

/**
 * The page with the facts written on its `<html>`, where the stylesheet reads them; a page without an `<html>` tag
 * is left as it is. Every page gets them, the app shell too, so a page rendered later in the app shows the same.
 */
export function withSiteFacts(html: string, facts: SiteFacts): string {
  return html.replace(HTML_TAG, (tag) => tag + siteFactAttributes(facts));
}
