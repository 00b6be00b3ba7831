import { applicationDetailPath } from '../../../domain/applications/application-pages';
import { calendarDateOf } from '../../../domain/calendar-date';
import {
  coverNoticeDue,
  coverNoticeText,
  premiumsToPay,
  type CoverNotice,
  type PremiumToPay,
} from '../../../domain/funeral/cover-notices';
import { readCover, type PremiumLedger } from '../../../domain/funeral/cover-standing';
import { premiumReference, premiumsPaidOn } from '../../../domain/funeral/funeral-ledger';
import type { Price } from '../../../domain/money';
import { bankTransferLines, type BankTransferDetails } from '../../../domain/payments/bank-transfer';
import { savedCardName } from '../../../domain/funeral/premium-card';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { announceWithMail, type MailOut } from '../notifications';
import { SYSTEM_ACTOR } from '../orders';
import type { PaystackCardProvider } from '../payments';
import {
  COVER_NOTICE_SENT,
  listApprovedApplications,
  noticeWasSent,
  NOTICES_BATCH,
} from './cover-notices.repo';
import { funeralPlanMail } from './cover-notice-mail';
import { approvedOnOf } from './funeral-premiums.service';
import { listLedger, lockApplication } from './funeral-premiums.repo';
import { findPlanApplication, type FuneralApplicationRow } from './funeral.repo';
import { chargeOf } from './premium-card-charges.service';
import { findPremiumCard } from './premium-card.repo';

export interface CoverNoticeDeps extends MailOut {
  db: Db;
  /** Where premiums are paid, as the application page's instructions say (decision 031). */
  bankTransfer: BankTransferDetails;
  /** Saved cards are charged only with Paystack (decision 066): the reminder then names the card, not a transfer. */
  paystack?: Pick<PaystackCardProvider, 'quoteCurrencies'> | null;
}

export type CoverNoticesSent = Record<CoverNotice['kind'], number>;

async function premiumLedgerOf(
  db: Db,
  application: FuneralApplicationRow,
  today: string,
): Promise<PremiumLedger> {
  const paidOn = premiumsPaidOn(await listLedger(db, application.id));
  return { approvedOn: await approvedOnOf(db, application), paidOn, today };
}

/** The notice an application's cover calls for today and not yet sent, with what the holder has to pay. */
async function pendingNotice(db: Db, application: FuneralApplicationRow, today: string) {
  const ledger = await premiumLedgerOf(db, application, today);
  const reading = readCover(ledger);
  const notice = coverNoticeDue(reading, today);
  if (!notice || (await noticeWasSent(db, application.id, notice.key))) return null;
  const toPay: PremiumToPay[] =
    notice.kind === 'premium_due'
      ? [
          {
            index: notice.index,
            reference: premiumReference(application.reference, notice.index),
            dueOn: notice.dueOn,
          },
        ]
      : premiumsToPay(ledger, reading, application.reference);
  return { notice, toPay };
}

/**
 * Tells the holders of funeral covers what their premiums call for on the day `now` falls on (UTC;
 * docs/decisions/064): a reminder 5 days before a premium is due, a notice when the cover goes into grace and one
 * when it lapses. Each is sent in one transaction with the application's row locked: the audit entry that records
 * it, the notification and the queued mail together. A second run, or another instance running at once, finds the
 * entry (the lock makes the second wait for the first's commit) and sends nothing more.
 */
export async function sendCoverNotices(deps: CoverNoticeDeps, now: Date): Promise<CoverNoticesSent> {
  const today = calendarDateOf(now);
  const sent: CoverNoticesSent = { premium_due: 0, in_grace: 0, lapsed: 0 };
  let after: string | null = null;
  for (;;) {
    const batch = await listApprovedApplications(deps.db, after);
    for (const { id } of batch) {
      const kind = await noticeOne(deps, id, today);
      if (kind) sent[kind]++;
    }
    if (batch.length < NOTICES_BATCH) return sent;
    after = batch[batch.length - 1]!.id;
  }
}

async function noticeOne(deps: CoverNoticeDeps, applicationId: string, today: string) {
  // Read first without a lock: most covers need nothing today, and the admins' recording is not held up for them.
  const unlocked = await findPlanApplication(deps.db, applicationId);
  if (!unlocked || !(await pendingNotice(deps.db, unlocked, today))) return null;
  return deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application?.userId || application.status !== 'approved') return null;
    const pending = await pendingNotice(tx, application, today);
    if (!pending) return null;
    const { notice, toPay } = pending;
    const amount = { usd: application.monthlyPriceUsd, ngn: application.monthlyPriceNgn };
    const card = notice.kind === 'premium_due' ? await cardToCharge(tx, deps, application) : undefined;
    const text = coverNoticeText(notice, {
      reference: application.reference,
      amountNgn: amount.ngn,
      toPay,
      card,
    });
    const link = applicationDetailPath('funeral', application.id);
    await recordAudit(tx, {
      actorId: SYSTEM_ACTOR,
      action: COVER_NOTICE_SENT,
      entityType: 'funeral_application',
      entityId: application.id,
      after: { notice: notice.key, premiums: toPay.map((premium) => premium.reference) },
    });
    await announceWithMail(tx, application.userId, { ...text, link }, deps, (to) =>
      funeralPlanMail({
        to,
        ...text,
        heading: card ? 'Or pay by bank transfer' : 'Pay by bank transfer',
        lines: transferLinesFor(deps.bankTransfer, toPay, amount),
        url: new URL(link, deps.appUrl).toString(),
      }),
    );
    return notice.kind;
  });
}

/** The saved card the premium falling due will be charged to, and for how much, when card charges are made. */
async function cardToCharge(db: Db, deps: CoverNoticeDeps, application: FuneralApplicationRow) {
  const saved = deps.paystack ? await findPremiumCard(db, application.id) : null;
  if (!deps.paystack || !saved) return undefined;
  return { name: savedCardName(saved), ...(await chargeOf(db, deps.paystack, application)) };
}

/**
 * The bank details with the premium's amount and reference when one premium is to pay; with several, the account
 * alone, since each transfer quotes its own premium's reference (listed in the notice's words).
 */
function transferLinesFor(details: BankTransferDetails, toPay: readonly PremiumToPay[], amount: Price) {
  const [only] = toPay;
  if (toPay.length === 1 && only) return bankTransferLines(details, { reference: only.reference, amount });
  return bankTransferLines(details, { reference: '' }).filter((line) => line.what !== 'payment reference');
}
