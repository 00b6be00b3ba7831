import { randomUUID } from 'node:crypto';
import { applicationDetailPath } from '../../../domain/applications/application-pages';
import { calendarDateOf } from '../../../domain/calendar-date';
import type { DisplayCurrency } from '../../../domain/fx/currencies';
import { premiumReference } from '../../../domain/funeral/funeral-ledger';
import {
  cardChargeDue,
  cardChargeFailedText,
  type CardChargeDue,
} from '../../../domain/funeral/premium-card-charges';
import { savedCardName } from '../../../domain/funeral/premium-card';
import { bankTransferLines, type BankTransferDetails } from '../../../domain/payments/bank-transfer';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { announceWithMail, type MailOut } from '../notifications';
import { SYSTEM_ACTOR } from '../orders';
import { ProviderUnavailableError, type PaystackCardProvider, type PremiumPaymentOutcome } from '../payments';
import { funeralPlanMail } from './cover-notice-mail';
import { coverReadingOf } from './funeral-premiums.service';
import { lockApplication } from './funeral-premiums.repo';
import type { FuneralApplicationRow } from './funeral.repo';
import {
  CARD_CHARGE_MADE,
  chargeWasMade,
  lastCardCurrency,
  listCardPaidApplications,
  openCardCharges,
} from './premium-card-charges.repo';
import { applyPremiumPayment } from './premium-card.service';
import {
  closePremiumCheckout,
  findPremiumCard,
  insertPremiumCheckout,
  type PremiumCardRow,
  type PremiumCheckoutRow,
} from './premium-card.repo';
import { NOTICES_BATCH } from './cover-notices.repo';

export interface CardChargeDeps extends MailOut {
  db: Db;
  paystack: PaystackCardProvider;
  /** Where premiums are paid by transfer: a declined card's mail gives the account, as the notices do. */
  bankTransfer: BankTransferDetails;
}

/** What one run did: premiums charged and recorded, charges declined (the holder told), left unconfirmed. */
export interface CardChargesMade {
  paid: number;
  declined: number;
  unconfirmed: number;
}

/**
 * Charges the saved cards the covers call for on the day `now` falls on (UTC; docs/decisions/066 part B): a
 * premium on its due day, and again on days 1, 3 and 7 after it while unpaid (cardChargeDue). Each attempt is
 * decided and written in one transaction with the application's row locked (the audit entry keyed by the attempt,
 * and the checkout whose id is Paystack's reference), so two instances running at once make it once; the charge is
 * then made, verified as a browser's return is, and recorded by the same step (applyPremiumPayment).
 */
export async function chargeSavedCards(deps: CardChargeDeps, now: Date): Promise<CardChargesMade> {
  const made: CardChargesMade = { paid: 0, declined: 0, unconfirmed: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await listCardPaidApplications(deps.db, after);
    for (const { id } of batch) {
      for (const outcome of await chargeOne(deps, id, now)) made[outcome]++;
    }
    if (batch.length < NOTICES_BATCH) return made;
    after = batch[batch.length - 1]!.id;
  }
}

type ChargeOutcome = keyof CardChargesMade;

async function chargeOne(deps: CardChargeDeps, applicationId: string, now: Date): Promise<ChargeOutcome[]> {
  const outcomes: ChargeOutcome[] = [];
  // A charge made by a run that stopped before applying Paystack's answer is settled before any new one, so a
  // premium the card did pay is never charged twice.
  for (const left of await openCardCharges(deps.db, applicationId)) {
    outcomes.push(await settleCharge(deps, left, null, now));
  }
  const started = await startCharge(deps, applicationId, now);
  if (started) outcomes.push(await makeCharge(deps, started, now));
  return outcomes;
}

interface StartedCharge {
  checkout: PremiumCheckoutRow;
  card: PremiumCardRow;
  application: FuneralApplicationRow;
  due: CardChargeDue;
}

/** Decides and writes today's attempt under the application's lock; null when none is due or it was made. */
async function startCharge(deps: CardChargeDeps, applicationId: string, now: Date) {
  const today = calendarDateOf(now);
  return deps.db.transaction(async (tx): Promise<StartedCharge | null> => {
    const application = await lockApplication(tx, applicationId);
    if (!application?.userId || application.status !== 'approved') return null;
    const card = await findPremiumCard(tx, application.id);
    if (!card) return null;
    const due = cardChargeDue(await coverReadingOf(tx, application, today), today);
    if (!due || (await chargeWasMade(tx, application.id, due.key))) return null;
    const charge = await chargeOf(tx, deps.paystack, application);
    const checkout = await insertPremiumCheckout(tx, {
      id: randomUUID(),
      applicationId: application.id,
      premiumIndex: due.index,
      provider: deps.paystack.name,
      chargeAmount: charge.amount,
      chargeCurrency: charge.currency,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: SYSTEM_ACTOR,
      action: CARD_CHARGE_MADE,
      entityType: 'funeral_application',
      entityId: application.id,
      after: {
        charge: due.key,
        checkoutId: checkout.id,
        premium: premiumReference(application.reference, due.index),
        amount: charge.amount,
        currency: charge.currency,
        card: savedCardName(card),
      },
    });
    return { checkout, card, application, due };
  });
}

/**
 * The premium in the currency the card was last charged in: the dollar price when it paid in dollars and Paystack
 * still takes them, else the naira premium (decision 047 charges other quotes in naira).
 */
export async function chargeOf(
  db: Db,
  paystack: Pick<PaystackCardProvider, 'quoteCurrencies'>,
  application: FuneralApplicationRow,
) {
  const inDollars =
    (await lastCardCurrency(db, application.id)) === 'USD' && paystack.quoteCurrencies.includes('USD');
  const charge: { amount: number; currency: DisplayCurrency } = inDollars
    ? { amount: application.monthlyPriceUsd, currency: 'USD' }
    : { amount: application.monthlyPriceNgn, currency: 'NGN' };
  return charge;
}

async function makeCharge(deps: CardChargeDeps, started: StartedCharge, now: Date): Promise<ChargeOutcome> {
  const { checkout, card, application } = started;
  try {
    const answer = await deps.paystack.chargeAuthorization({
      reference: checkout.id,
      authorizationCode: card.authorizationCode,
      email: card.email,
      charge: { amount: checkout.chargeAmount, currency: checkout.chargeCurrency },
      metadata: {
        funeral_application: application.reference,
        premium_reference: premiumReference(application.reference, checkout.premiumIndex),
      },
    });
    // Refused outright (the authorization no longer charges): declined, as a card the issuer refuses.
    if (!answer.attempted) return await declined(deps, checkout, started, now);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // No answer: the checkout stays open and the next run verifies it before charging again.
    return 'unconfirmed';
  }
  return settleCharge(deps, checkout, started, now);
}

/**
 * Verifies a charge with Paystack (GET /transaction/verify, as a browser's return) and applies it: paid, recorded
 * by applyPremiumPayment (the webhook for it, arriving too, changes nothing); not paid, declined.
 */
async function settleCharge(
  deps: CardChargeDeps,
  checkout: PremiumCheckoutRow,
  started: StartedCharge | null,
  now: Date,
): Promise<ChargeOutcome> {
  let verification;
  try {
    verification = await deps.paystack.verify(checkout.id);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    return 'unconfirmed';
  }
  if (verification.paid) {
    const applied = await applyPremiumPayment(deps.db, deps, deps.paystack.name, verification.event, now);
    const outcome: PremiumPaymentOutcome | undefined = applied?.outcome;
    return outcome === 'paid' || outcome === 'already-applied' || outcome === 'not-next'
      ? 'paid'
      : 'unconfirmed';
  }
  return declined(deps, checkout, started, now);
}

/**
 * The charge did not go through: the checkout cancelled and the holder told (in-app and by mail, in the same
 * transaction), with the next attempt's day or, after the last, the grace the cover has left. A charge left over
 * from an earlier run is cancelled quietly: the holder was told nothing of it, and the next attempt follows.
 */
async function declined(
  deps: CardChargeDeps,
  checkout: PremiumCheckoutRow,
  started: StartedCharge | null,
  now: Date,
): Promise<ChargeOutcome> {
  await deps.db.transaction(async (tx) => {
    if (!(await closePremiumCheckout(tx, checkout.id, 'cancelled', now))) return;
    const userId = started?.application.userId;
    if (!started || !userId) return;
    const { application, card, due } = started;
    const text = cardChargeFailedText({
      reference: application.reference,
      due,
      amount: checkout.chargeAmount,
      currency: checkout.chargeCurrency,
      card: savedCardName(card),
    });
    const link = applicationDetailPath('funeral', application.id);
    const amount = { usd: application.monthlyPriceUsd, ngn: application.monthlyPriceNgn };
    const reference = premiumReference(application.reference, due.index);
    await announceWithMail(tx, userId, { ...text, link }, deps, (to) =>
      funeralPlanMail({
        to,
        ...text,
        heading: 'Pay by bank transfer',
        lines: bankTransferLines(deps.bankTransfer, { reference, amount }),
        url: new URL(link, deps.appUrl).toString(),
      }),
    );
  });
  return 'declined';
}
