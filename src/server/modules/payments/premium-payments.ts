import type { Db } from '../../db/client';
import type { MessagesOut } from '../notifications';
import type { PaymentEvent } from './card-provider';

/**
 * What a card payment for a funeral premium came to (docs/decisions/066). 'paid': the premium is recorded.
 * 'already-applied': a repeated event, a completed checkout. 'not-next': money taken for a premium settled meanwhile
 * (a transfer recorded, a waiver): an admin refunds it. 'charge-mismatch': the provider took another amount or
 * currency than the checkout charges.
 */
export type PremiumPaymentOutcome = 'paid' | 'already-applied' | 'not-next' | 'charge-mismatch';

/**
 * Applies a verified card payment to the funeral premium its checkout was for; null when the checkout is not a
 * premium's. It is funeral's applyPremiumPayment, which app.ts hands to payments: funeral charges cards through
 * payments' face, so payments importing funeral would close an import cycle.
 */
export type PremiumPayments = (
  db: Db,
  out: MessagesOut,
  providerName: string,
  event: PaymentEvent,
  now: Date,
) => Promise<{ outcome: PremiumPaymentOutcome; applicationId: string } | null>;
