import type { TransferCurrency } from '../payments/bank-transfer';

/**
 * What the public pages say that depends on how this deployment is configured (docs/decisions/053): whether cards
 * are taken, and the currency of the one bank account transfers go to (decision 031).
 */
export interface SiteFacts {
  /** CARD_PAYMENTS is not 'off'. */
  cardPayments: boolean;
  /** BANK_ACCOUNT_CURRENCY. */
  bankCurrency: TransferCurrency;
}

/**
 * Each fact as the attribute the server writes on `<html>` and the values a sentence can be shown for. The pages
 * render every variant of a sentence, marked `data-when-<fact>`, and the stylesheet hides the ones that do not
 * hold, so a prerendered page tells the truth without React and hydrates without a mismatch.
 */
export const SITE_FACT_VALUES = {
  'card-payments': ['on', 'off'],
  'bank-currency': ['NGN', 'USD'],
} as const;

export type SiteFactName = keyof typeof SITE_FACT_VALUES;
export type SiteFactValue<F extends SiteFactName> = (typeof SITE_FACT_VALUES)[F][number];

/** A sentence worded for each value of one fact. */
export type VaryingText = {
  [F in SiteFactName]: { fact: F; text: Record<SiteFactValue<F>, string> };
}[SiteFactName];

/** The attributes the server adds to every page's `<html>`: ` data-card-payments="on" data-bank-currency="NGN"`. */
export function siteFactAttributes(facts: SiteFacts): string {
  const values: { [F in SiteFactName]: SiteFactValue<F> } = {
    'card-payments': facts.cardPayments ? 'on' : 'off',
    'bank-currency': facts.bankCurrency,
  };
  return Object.entries(values)
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
}

/** The sentence that holds under `facts`: what the page shows, and what the tests read. */
export function textFor(text: string | VaryingText, facts: SiteFacts): string {
  if (typeof text === 'string') return text;
  if (text.fact === 'card-payments') return text.text[facts.cardPayments ? 'on' : 'off'];
  return text.text[facts.bankCurrency];
}
