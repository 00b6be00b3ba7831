import { applicationDetailPath } from '../../../domain/applications/application-pages';
import { calendarDateOf } from '../../../domain/calendar-date';
import { coverStandingText } from '../../../domain/funeral/cover-standing';
import {
  nextSettlement,
  PREMIUM_MESSAGES,
  premiumReference,
  refundReference,
  settlementReference,
  refundablePayment,
  type PremiumAction,
} from '../../../domain/funeral/funeral-ledger';
import { formatNgn } from '../../../domain/money';
import type { AdminDeps } from '../../module-deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { announce } from '../notifications';
import {
  insertPremiumUnlessPaid,
  listLedger,
  lockApplication,
  type NewLedgerEntry,
} from './funeral-premiums.repo';
import type { FuneralApplicationRow } from './funeral.repo';
import type { Db } from '../../db/client';
import { coverReadingOf } from './funeral-premiums.service';

export const PREMIUM_WAIVED = 'premium waived';
export const PREMIUM_REFUNDED = 'premium refunded';

const conflict = (message: string) => new AppError('conflict', message);

/** What a waiver or a refund writes, once the premium it acts on is known. */
interface Adjustment {
  entry: Omit<NewLedgerEntry, 'applicationId' | 'paidOn' | 'recordedBy'>;
  /** The answer when the ledger's unique index already holds the row (a second click). */
  refusal: string;
  audit: { action: string; after: Record<string, unknown> };
  /** What the holder is told, read after the row is written. */
  notice: () => Promise<{ title: string; body: string }>;
}

/**
 * The frame both acts share: the application's row locked (as when a transfer is recorded, so two admins queue
 * up), `plan` deciding the row from the ledger as it stands, the row written unless a second click wrote it
 * first, audited with the reason, and the holder told in-app, all in one transaction.
 */
async function adjustPremium(
  deps: AdminDeps,
  actorId: string,
  applicationId: string,
  { reason }: PremiumAction,
  now: Date,
  plan: (tx: Db, application: FuneralApplicationRow, today: string) => Promise<Adjustment>,
): Promise<void> {
  const today = calendarDateOf(now);
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) throw new AppError('not_found', 'Application not found');
    const adjustment = await plan(tx, application, today);
    const row = await insertPremiumUnlessPaid(tx, {
      ...adjustment.entry,
      applicationId,
      paidOn: today,
      recordedBy: actorId,
    });
    if (!row) throw conflict(adjustment.refusal);
    await recordAudit(tx, {
      actorId,
      action: adjustment.audit.action,
      entityType: 'funeral_application',
      entityId: applicationId,
      before: null,
      after: { ...adjustment.audit.after, reason },
    });
    if (application.userId)
      await announce(
        tx,
        application.userId,
        { ...(await adjustment.notice()), link: applicationDetailPath('funeral', application.id) },
        deps,
      );
  });
}

/**
 * Waives the application's next premium (docs/decisions/065): a ledger row of its own kind, no money, which
 * `readCover` counts as paid on the day it is waived. It must be the premium the cover's reading names as next,
 * so a second click (the premium then settled) is a 409, never a second waiver.
 */
export function waivePremium(
  deps: AdminDeps,
  actorId: string,
  applicationId: string,
  input: PremiumAction,
  now: Date,
): Promise<void> {
  return adjustPremium(deps, actorId, applicationId, input, now, async (tx, application, today) => {
    const next = (await coverReadingOf(tx, application, today)).nextPremium;
    if (!next) throw conflict(PREMIUM_MESSAGES.nothingDue);
    if (next.index !== input.premiumIndex) throw conflict(PREMIUM_MESSAGES.notNext);
    const settlement = nextSettlement(await listLedger(tx, applicationId), next.index);
    const premiumRef = premiumReference(application.reference, next.index);
    return {
      entry: {
        kind: 'waiver',
        premiumIndex: next.index,
        settlement,
        method: null,
        amountUsd: 0,
        amountNgn: 0,
        reference: settlementReference(premiumRef, settlement),
      },
      refusal: PREMIUM_MESSAGES.notNext,
      audit: {
        action: PREMIUM_WAIVED,
        after: { premium: next.index + 1, reference: premiumRef, dueOn: next.dueOn },
      },
      notice: () =>
        Promise.resolve({
          title: 'Funeral plan premium waived',
          body: `We waived your premium ${premiumRef} of ${formatNgn(application.monthlyPriceNgn)}: you do not need to pay it, and your cover counts it as paid.`,
        }),
    };
  });
}

/**
 * Records money returned for a premium paid (docs/decisions/065): a negative ledger row naming the settlement it
 * returns, after which the premium is unpaid again and the cover stands as `readCover` then reads it. Only the
 * payment `refundablePayment` names, so earlier months' cover is never rewritten; a second click finds it refunded
 * and is a 409. The holder is told the cover's standing after it.
 */
export function refundPremium(
  deps: AdminDeps,
  actorId: string,
  applicationId: string,
  input: PremiumAction,
  now: Date,
): Promise<void> {
  return adjustPremium(deps, actorId, applicationId, input, now, async (tx, application, today) => {
    const paid = refundablePayment(await listLedger(tx, applicationId));
    if (paid?.premiumIndex !== input.premiumIndex) throw conflict(PREMIUM_MESSAGES.notRefundable);
    const premiumRef = premiumReference(application.reference, input.premiumIndex);
    return {
      entry: {
        kind: 'refund',
        premiumIndex: input.premiumIndex,
        settlement: paid.settlement,
        method: 'transfer',
        amountUsd: -paid.amountUsd,
        amountNgn: -paid.amountNgn,
        reference: refundReference(premiumRef, paid.settlement),
      },
      refusal: PREMIUM_MESSAGES.notRefundable,
      audit: {
        action: PREMIUM_REFUNDED,
        after: { premium: input.premiumIndex + 1, reference: premiumRef, amountNgn: paid.amountNgn },
      },
      notice: async () => {
        const standing = (await coverReadingOf(tx, application, today)).standing;
        return {
          title: 'Funeral plan premium refunded',
          body: `We are returning ${formatNgn(paid.amountNgn)} for your premium ${premiumRef}, which is now unpaid. Your cover: ${coverStandingText(standing)}.`,
        };
      },
    };
  });
}
