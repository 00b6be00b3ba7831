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
import type { AdminDeps } from '../../http/admin-deps';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit.service';
import { announce } from '../notifications/announce.service';
import { insertPremiumUnlessPaid, listLedger, lockApplication } from './funeral-premiums.repo';
import { coverReadingOf } from './funeral-premiums.service';

export const PREMIUM_WAIVED = 'premium waived';
export const PREMIUM_REFUNDED = 'premium refunded';

const conflict = (message: string) => new AppError('conflict', message);

/**
 * Waives the application's next premium (docs/decisions/065): a ledger row of its own kind, no money, which
 * `readCover` counts as paid on the day it is waived. It must be the premium the cover's reading names as next,
 * so a second click (the premium then settled) is a 409, never a second waiver; the application's row is locked
 * as when a transfer is recorded. Audited with the reason; the holder is told in-app.
 */
export async function waivePremium(
  deps: AdminDeps,
  actorId: string,
  applicationId: string,
  input: PremiumAction,
  now: Date,
): Promise<void> {
  const today = calendarDateOf(now);
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) throw new AppError('not_found', 'Application not found');
    const next = (await coverReadingOf(tx, application, today)).nextPremium;
    if (!next) throw conflict(PREMIUM_MESSAGES.nothingDue);
    if (next.index !== input.premiumIndex) throw conflict(PREMIUM_MESSAGES.notNext);
    const settlement = nextSettlement(await listLedger(tx, applicationId), next.index);
    const premiumRef = premiumReference(application.reference, next.index);
    const row = await insertPremiumUnlessPaid(tx, {
      applicationId,
      kind: 'waiver',
      premiumIndex: next.index,
      settlement,
      method: null,
      amountUsd: 0,
      amountNgn: 0,
      reference: settlementReference(premiumRef, settlement),
      paidOn: today,
      recordedBy: actorId,
    });
    if (!row) throw conflict(PREMIUM_MESSAGES.notNext);
    await recordAudit(tx, {
      actorId,
      action: PREMIUM_WAIVED,
      entityType: 'funeral_application',
      entityId: applicationId,
      before: null,
      after: { premium: next.index + 1, reference: premiumRef, dueOn: next.dueOn, reason: input.reason },
    });
    if (application.userId)
      await announce(
        tx,
        application.userId,
        {
          title: 'Funeral plan premium waived',
          body: `We waived your premium ${premiumRef} of ${formatNgn(application.monthlyPriceNgn)}: you do not need to pay it, and your cover counts it as paid.`,
          link: applicationDetailPath('funeral', application.id),
        },
        deps,
      );
  });
}

/**
 * Records money returned for a premium paid (docs/decisions/065): a negative ledger row naming the settlement it
 * returns, after which the premium is unpaid again and the cover stands as `readCover` then reads it. Only the
 * latest premium settled, and only one paid with money, so earlier months' cover is never rewritten; a second
 * click finds it refunded and is a 409. Audited with the reason; the holder is told in-app, with the standing.
 */
export async function refundPremium(
  deps: AdminDeps,
  actorId: string,
  applicationId: string,
  input: PremiumAction,
  now: Date,
): Promise<void> {
  const today = calendarDateOf(now);
  await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    if (!application) throw new AppError('not_found', 'Application not found');
    const paid = refundablePayment(await listLedger(tx, applicationId));
    if (paid?.premiumIndex !== input.premiumIndex) throw conflict(PREMIUM_MESSAGES.notRefundable);
    const premiumRef = premiumReference(application.reference, input.premiumIndex);
    const row = await insertPremiumUnlessPaid(tx, {
      applicationId,
      kind: 'refund',
      premiumIndex: input.premiumIndex,
      settlement: paid.settlement,
      method: 'transfer',
      amountUsd: -paid.amountUsd,
      amountNgn: -paid.amountNgn,
      reference: refundReference(premiumRef, paid.settlement),
      paidOn: today,
      recordedBy: actorId,
    });
    if (!row) throw conflict(PREMIUM_MESSAGES.notRefundable);
    await recordAudit(tx, {
      actorId,
      action: PREMIUM_REFUNDED,
      entityType: 'funeral_application',
      entityId: applicationId,
      before: null,
      after: {
        premium: input.premiumIndex + 1,
        reference: premiumRef,
        amountNgn: paid.amountNgn,
        reason: input.reason,
      },
    });
    const standing = (await coverReadingOf(tx, application, today)).standing;
    if (application.userId)
      await announce(
        tx,
        application.userId,
        {
          title: 'Funeral plan premium refunded',
          body: `We are returning ${formatNgn(paid.amountNgn)} for your premium ${premiumRef}, which is now unpaid. Your cover: ${coverStandingText(standing)}.`,
          link: applicationDetailPath('funeral', application.id),
        },
        deps,
      );
  });
}
