import { z } from 'zod';
import { DisplayCurrencySchema } from '../fx/currencies';

/**
 * Paying funeral premiums by card (issue 27 point 3, docs/decisions/066): the card saved for later premiums, as
 * its holder sees it (never the provider's authorization code), and what the pages say.
 */
export const SavedCardViewSchema = z
  .object({ brand: z.string(), last4: z.string(), expMonth: z.string(), expYear: z.string() })
  .meta({ id: 'FuneralPremiumCard' });
export type SavedCardView = z.infer<typeof SavedCardViewSchema>;

export const PremiumCardViewSchema = z
  .object({
    /** Whether premiums can be paid by card here (the card provider is Paystack). */
    offered: z.boolean(),
    card: SavedCardViewSchema.nullable(),
  })
  .meta({ id: 'FuneralPremiumCardView' });
export type PremiumCardView = z.infer<typeof PremiumCardViewSchema>;

/** The currency the holder reads prices in: a locked quote in it is charged as it stands where the provider can. */
export const StartPremiumCardSchema = z.object({ currency: DisplayCurrencySchema });

/** 'visa' → 'Visa', 'american express' → 'American Express': Paystack gives brands in lower case. */
function brandName(brand: string): string {
  return brand
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** 'Visa ending 4081, expires 12/2030': how the saved card is named to its holder. */
export function savedCardName(card: SavedCardView): string {
  return `${brandName(card.brand)} ending ${card.last4}`;
}

export function savedCardExpiry(card: SavedCardView): string {
  return `Expires ${card.expMonth.padStart(2, '0')}/${card.expYear}`;
}

/** Where the browser comes back to after Paystack, and what it came to (the application page's `?premium=`). */
export const PREMIUM_CARD_OUTCOMES = ['paid', 'failed', 'unconfirmed'] as const;
export type PremiumCardOutcome = (typeof PREMIUM_CARD_OUTCOMES)[number];

export const PREMIUM_CARD_MESSAGES = {
  paid: 'Thank you: your card payment is received and the premium is paid.',
  failed:
    'Your card payment did not go through. No money was taken. You can try again or pay by bank transfer.',
  unconfirmed:
    'We could not confirm your card payment yet. If money was taken, the premium shows as paid here within a few minutes.',
  notOffered: 'Premiums cannot be paid by card at the moment. Please pay by bank transfer.',
  startFailed: 'Failed to initialize payment. Please try again.',
  charged:
    'Each premium is charged to this card on its due day. To use another card, pay the next premium with it: it replaces this one.',
  stopped:
    'Card payments stopped: premiums are not charged to your card any more. Pay each one by bank transfer, or by card here.',
} as const;

export function isPremiumCardOutcome(value: string | null): value is PremiumCardOutcome {
  return (PREMIUM_CARD_OUTCOMES as readonly (string | null)[]).includes(value);
}
