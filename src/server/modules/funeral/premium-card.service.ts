import { randomUUID } from 'node:crypto';
import { applicationDetailPath } from '../../../domain/applications/application-pages';
import { calendarDateOf } from '../../../domain/calendar-date';
import type { DisplayCurrency } from '../../../domain/fx/currencies';
import { makeQuote } from '../../../domain/fx/quote';
import { PREMIUM_MESSAGES, premiumReference } from '../../../domain/funeral/funeral-ledger';
import {
  PREMIUM_CARD_MESSAGES,
  savedCardName,
  type PremiumCardOutcome,
  type PremiumCardView,
} from '../../../domain/funeral/premium-card';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { ngnPerUnitAt } from '../exchange-rates';
import type { MailOut } from '../notifications';
import { SYSTEM_ACTOR } from '../orders';
import {
  cardChargeFor,
  chargeMatches,
  ProviderUnavailableError,
  recordPaymentEvent,
  type PaymentEvent,
  type PaystackCardProvider,
  type PremiumPaymentOutcome,
} from '../payments';
import { APPLICATION_NOT_FOUND } from '../../../domain/applications/application-view';
import { findUserApplication } from './funeral.repo';
import { coverReadingOf, recordPremiumPaid } from './funeral-premiums.service';
import { lockApplication } from './funeral-premiums.repo';
import { recordAudit } from '../audit';
import {
  closePremiumCheckout,
  deletePremiumCard,
  findPremiumCard,
  findPremiumCheckout,
  insertPremiumCheckout,
  savePremiumCard,
  type PremiumCardRow,
} from './premium-card.repo';

/** Audit actions: a card saved for premiums (the first, or one replacing another), and card payments stopped. */
export const PREMIUM_CARD_SAVED = 'premium card saved';
export const PREMIUM_CARD_STOPPED = 'premium card stopped';

function cardView(card: PremiumCardRow | undefined) {
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
    : null;
}

/** Where Paystack returns the browser after a premium's card payment (the transaction's callback_url). */
export function premiumCardReturnPath(applicationId: string): string {
  return `/api/funeral-applications/${encodeURIComponent(applicationId)}/premium-card/return`;
}

/** The application page, saying what the card payment came to. */
export function premiumCardOutcomePath(applicationId: string, outcome: PremiumCardOutcome): string {
  return `${applicationDetailPath('funeral', applicationId)}?premium=${outcome}`;
}

export interface PremiumCardDeps {
  db: Db;
  /** Null unless CARD_PAYMENTS=paystack: premiums are paid by card through Paystack only. */
  paystack: PaystackCardProvider | null;
  out: MailOut;
}

async function ownApplication(db: Db, userId: string, applicationId: string) {
  const row = isUuid(applicationId) ? await findUserApplication(db, userId, applicationId) : undefined;
  if (!row) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  return row;
}

/** Whether premiums can be paid by card, and the card saved for them (never its authorization code). */
export async function premiumCardOf(
  deps: Pick<PremiumCardDeps, 'db' | 'paystack'>,
  userId: string,
  applicationId: string,
): Promise<PremiumCardView> {
  const application = await ownApplication(deps.db, userId, applicationId);
  return { offered: deps.paystack !== null, card: cardView(await findPremiumCard(deps.db, application.id)) };
}

/**
 * Stops card payments of the application's premiums (docs/decisions/066 part C): the saved card is forgotten, so
 * the charging job passes the cover by, and premiums are paid by transfer as before (or by card from the page,
 * which saves that card again). Audited with the card's name, by its holder. Stopping with no card saved changes
 * nothing and answers the same.
 */
export async function stopPremiumCard(
  deps: Pick<PremiumCardDeps, 'db' | 'paystack'>,
  userId: string,
  applicationId: string,
): Promise<PremiumCardView> {
  const application = await ownApplication(deps.db, userId, applicationId);
  await deps.db.transaction(async (tx) => {
    // Under the application's lock, as the job decides a charge: none is decided with the card after this.
    await lockApplication(tx, application.id);
    const removed = await deletePremiumCard(tx, application.id);
    if (!removed) return;
    await recordAudit(tx, {
      actorId: userId,
      action: PREMIUM_CARD_STOPPED,
      entityType: 'funeral_application',
      entityId: application.id,
      before: { card: savedCardName(removed), savedAt: removed.savedAt.toISOString() },
    });
  });
  return { offered: deps.paystack !== null, card: null };
}

/**
 * Starts paying the next premium by card (docs/decisions/066): the premium the cover's reading names as next, its
 * amount from the application (never the browser), charged by decision 047's rule for the holder's display
 * currency. The checkout row keeps the charge; the browser goes to Paystack's page.
 */
export async function startPremiumCardPayment(
  deps: Pick<PremiumCardDeps, 'db' | 'paystack'>,
  holder: { id: string; email: string },
  applicationId: string,
  currency: DisplayCurrency,
  now: Date,
): Promise<{ url: string }> {
  const { db, paystack } = deps;
  const application = await ownApplication(db, holder.id, applicationId);
  if (!paystack) throw new AppError('conflict', PREMIUM_CARD_MESSAGES.notOffered);
  const next = (await coverReadingOf(db, application, calendarDateOf(now))).nextPremium;
  if (!next) throw new AppError('conflict', PREMIUM_MESSAGES.nothingDue);
  const totals = { usd: application.monthlyPriceUsd, ngn: application.monthlyPriceNgn };
  const quote = makeQuote(totals, currency, await ngnPerUnitAt(db, currency, now), now);
  const charge = cardChargeFor({ totalUsd: totals.usd, totalNgn: totals.ngn }, quote, paystack, now);
  const checkout = await insertPremiumCheckout(db, {
    id: randomUUID(),
    applicationId: application.id,
    premiumIndex: next.index,
    provider: paystack.name,
    chargeAmount: charge.amount,
    chargeCurrency: charge.currency,
    createdAt: now,
  });
  return paystack.initialize({
    reference: checkout.id,
    email: holder.email,
    charge,
    callbackPath: premiumCardReturnPath(application.id),
    cancelPath: applicationDetailPath('funeral', application.id),
    metadata: {
      funeral_application: application.reference,
      premium_reference: premiumReference(application.reference, next.index),
    },
    quote,
  });
}

/**
 * Applies a verified card payment to the premium its checkout was for, once (docs/decisions/066): the event id
 * recorded, the checkout completed, the ledger row written with method 'card' and the currency charged, the
 * receipt sent, the reusable card saved; all in one transaction with the application's row locked, so the
 * webhook and the browser's return racing record it once. Null when the checkout is not a premium's.
 */
export async function applyPremiumPayment(
  db: Db,
  out: MailOut,
  providerName: string,
  event: PaymentEvent,
  now = new Date(),
): Promise<{ outcome: PremiumPaymentOutcome; applicationId: string } | null> {
  if (!isUuid(event.checkoutId)) return null;
  const checkout = await findPremiumCheckout(db, event.checkoutId);
  if (checkout?.provider !== providerName) return null;
  const { applicationId } = checkout;
  const outcome = await db.transaction(async (tx): Promise<PremiumPaymentOutcome> => {
    const application = await lockApplication(tx, applicationId);
    const firstTime = await recordPaymentEvent(tx, {
      provider: providerName,
      eventId: event.id,
      checkoutId: null,
    });
    const current = await findPremiumCheckout(tx, checkout.id);
    if (!firstTime || !application || current?.status !== 'open') return 'already-applied';
    const made = { amount: checkout.chargeAmount, currency: checkout.chargeCurrency };
    if (!chargeMatches(made, { amount: event.amount, currency: event.currency })) return 'charge-mismatch';
    await closePremiumCheckout(tx, checkout.id, 'completed', now);
    const today = calendarDateOf(now);
    if (event.reusableCard) {
      const { authorizationCode, email, brand, last4, expMonth, expYear } = event.reusableCard;
      const before = await findPremiumCard(tx, applicationId);
      await recordAudit(tx, {
        actorId: SYSTEM_ACTOR,
        action: PREMIUM_CARD_SAVED,
        entityType: 'funeral_application',
        entityId: applicationId,
        before: before ? { card: savedCardName(before) } : null,
        after: { card: savedCardName({ brand, last4, expMonth, expYear }), checkoutId: checkout.id },
      });
      await savePremiumCard(tx, {
        applicationId,
        authorizationCode,
        email,
        brand,
        last4,
        expMonth,
        expYear,
        savedAt: now,
      });
    }
    const next = (await coverReadingOf(tx, application, today)).nextPremium;
    if (next?.index !== checkout.premiumIndex) return 'not-next';
    await recordPremiumPaid(tx, out, application, {
      premiumIndex: checkout.premiumIndex,
      method: 'card',
      paidOn: today,
      actorId: SYSTEM_ACTOR,
      recordedBy: null,
      charged: made,
    });
    return 'paid';
  });
  return { outcome, applicationId };
}

/**
 * The browser's return from Paystack: the reference is only a key; the transaction is verified with Paystack's API
 * and applied as the webhook is. Where the browser goes next, and what to log.
 */
export async function returnFromPremiumPayment(
  deps: Pick<PremiumCardDeps, 'db' | 'paystack' | 'out'>,
  applicationId: string,
  reference: string | undefined,
): Promise<{ url: string; outcome?: PremiumPaymentOutcome; notPaid?: string; unavailable?: string }> {
  const { db, paystack, out } = deps;
  const checkout = reference && isUuid(reference) ? await findPremiumCheckout(db, reference) : undefined;
  if (
    !paystack ||
    !checkout ||
    checkout.applicationId !== applicationId ||
    checkout.provider !== paystack.name
  ) {
    throw new AppError('not_found', APPLICATION_NOT_FOUND);
  }
  if (checkout.status === 'completed') return { url: premiumCardOutcomePath(applicationId, 'paid') };
  let verification;
  try {
    verification = await paystack.verify(checkout.id);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    return { url: premiumCardOutcomePath(applicationId, 'unconfirmed'), unavailable: error.message };
  }
  if (!verification.paid) {
    await closePremiumCheckout(db, checkout.id, 'cancelled', new Date());
    return { url: premiumCardOutcomePath(applicationId, 'failed'), notPaid: verification.reason };
  }
  const applied = await applyPremiumPayment(db, out, paystack.name, verification.event);
  const outcome = applied?.outcome;
  const paid = outcome === 'paid' || outcome === 'already-applied';
  return { url: premiumCardOutcomePath(applicationId, paid ? 'paid' : 'unconfirmed'), outcome };
}
