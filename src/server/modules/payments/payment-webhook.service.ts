import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import type { MessagesOut } from '../notifications';
import { changeOrderStatus, SYSTEM_ACTOR } from '../orders';
import { storedQuote } from '../../../domain/fx/quote';
import { cardChargeFor, chargeMatches, type CardCharge } from './card-charge';
import { applyRefundEvent } from './card-refund.service';
import { IGNORED_EVENT, type CardPaymentProvider, type PaymentEvent } from './card-provider';
import { completeCheckout, findCheckoutWithOrder, recordPaymentEvent } from './payments.repo';
import type { PremiumPaymentOutcome, PremiumPayments } from './premium-payments';

/**
 * 'already-applied' covers a repeated event id, a second event for a completed checkout and an unknown checkout
 * alike: nothing to do. 'not-pending': money arrived for an order already cancelled or paid through another
 * checkout. 'charge-mismatch': the provider took another amount or currency than the order charges.
 */
export type PaymentOutcome = 'paid' | 'already-applied' | 'not-pending' | 'charge-mismatch';

/** A refund webhook: the refund it names moved on, or none was waiting for it (already settled, or not ours). */
export type RefundOutcome = 'refund-settled' | 'refund-unknown';

/** What a webhook request came to: a payment outcome, or a genuine event about something else. */
export type WebhookOutcome = PaymentOutcome | PremiumPaymentOutcome | RefundOutcome | typeof IGNORED_EVENT;

export interface PaymentResult {
  outcome: PaymentOutcome;
  eventId: string;
  checkoutId: string;
  orderId?: string;
  /** On 'charge-mismatch': what the order charges, and what the provider reported taking. */
  expected?: CardCharge;
  received?: CardCharge;
}

/**
 * The outcomes an admin has to look at. Each is acknowledged all the same (docs/decisions/016): retrying cannot
 * change it, and a provider retries an unacknowledged event for days.
 */
export const PAYMENT_OUTCOME_WARNINGS: Partial<Record<WebhookOutcome, string>> = {
  'not-pending': 'card payment confirmed for an order not awaiting payment',
  'charge-mismatch': 'card payment amount or currency differs from the order; the order stays pending',
  'refund-unknown': 'refund webhook for no refund awaiting the provider',
  'not-next': 'card payment confirmed for a funeral premium settled meanwhile: to be refunded',
};

export const INVALID_WEBHOOK_MESSAGE = 'Invalid webhook signature or body';
export const REFUND_IN_FLIGHT_MESSAGE = 'This refund is still being recorded; send the event again later';

/**
 * Applies a verified provider event in one transaction: the event id is recorded, the checkout completes, the
 * order goes from pending to paid, the change is recorded and the owner told in-app and by a queued mail.
 * Each happens at most once, however often the provider repeats or replays the event, and only when the provider
 * took exactly what the checkout charges and that is still what the order's quote charges.
 */
export async function applyPaymentEvent(
  db: Db,
  chargeRule: Pick<CardPaymentProvider, 'name' | 'chargeCurrency' | 'quoteCurrencies'>,
  event: PaymentEvent,
  mailOut: MessagesOut,
): Promise<PaymentResult> {
  const provider = chargeRule.name;
  const ids = { eventId: event.id, checkoutId: event.checkoutId };
  return db.transaction(async (tx): Promise<PaymentResult> => {
    const found = isUuid(event.checkoutId) ? await findCheckoutWithOrder(tx, event.checkoutId) : undefined;
    const ours = found?.checkout.provider === provider ? found : undefined;
    const checkoutId = ours?.checkout.id ?? null;
    const firstTime = await recordPaymentEvent(tx, { provider, eventId: event.id, checkoutId });
    if (!firstTime || !ours) return { outcome: 'already-applied', ...ids };
    const orderId = ours.checkout.orderId;
    const { chargeAmount, chargeCurrency } = ours.checkout;
    const received = { amount: event.amount, currency: event.currency };
    // The checkout is bound to the quote it was made under: once a later checkout re-locked the order's quote at
    // another figure, the order charges that figure, and money taken at the old one is not its payment (issue 28).
    const expected = cardChargeFor(ours.order, storedQuote(ours.order), chargeRule, ours.checkout.createdAt);
    const made = { amount: chargeAmount, currency: chargeCurrency };
    if (!chargeMatches(made, received) || !chargeMatches(expected, made)) {
      return { outcome: 'charge-mismatch', ...ids, orderId, expected, received };
    }
    if (!(await completeCheckout(tx, event.checkoutId, provider))) {
      return { outcome: 'already-applied', ...ids, orderId };
    }
    const changed = await changeOrderStatus(
      tx,
      {
        orderId,
        from: 'pending',
        to: 'paid',
        changedBy: SYSTEM_ACTOR,
        note: `Card payment confirmed by the ${provider} payment provider`,
        payment: {
          method: 'card',
          amount: chargeAmount,
          currency: chargeCurrency,
          checkoutId: event.checkoutId,
        },
      },
      mailOut,
    );
    return { outcome: changed ? 'paid' : 'not-pending', ...ids, orderId };
  });
}

/**
 * The webhook: verify the provider's signature over the raw body and its timestamp, then apply the event. An
 * unsigned, forged, stale or unreadable request is a 400 and changes nothing.
 */
export async function receiveWebhook(
  db: Db,
  provider: CardPaymentProvider | null,
  request: { rawBody: string; headers: Headers },
  mailOut: MessagesOut,
  premiumPayments: PremiumPayments,
  now = new Date(),
): Promise<
  | PaymentResult
  | { outcome: typeof IGNORED_EVENT | RefundOutcome }
  | { outcome: PremiumPaymentOutcome; eventId: string; checkoutId: string; applicationId: string }
> {
  if (!provider) throw new AppError('not_found', 'Not found');
  const event = provider.parseWebhook(request.rawBody, request.headers, now);
  if (!event) throw new AppError('bad_request', INVALID_WEBHOOK_MESSAGE);
  if (event === IGNORED_EVENT) return { outcome: IGNORED_EVENT };
  if (event.type !== 'checkout.completed') {
    const settlement = await applyRefundEvent(db, event, mailOut);
    // Not acknowledged, so the provider sends it again once the job that asked for the refund has kept its id.
    if (settlement === 'in-flight') throw new AppError('unavailable', REFUND_IN_FLIGHT_MESSAGE);
    return { outcome: settlement === 'settled' ? 'refund-settled' : 'refund-unknown' };
  }
  // A funeral premium's card payment (docs/decisions/066) has a checkout of its own kind.
  const premium = await premiumPayments(db, mailOut, provider.name, event, now);
  if (premium) return { ...premium, eventId: event.id, checkoutId: event.checkoutId };
  return applyPaymentEvent(db, provider, event, mailOut);
}
