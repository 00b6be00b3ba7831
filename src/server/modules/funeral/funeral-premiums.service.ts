import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/applications/application-view';
import { calendarDateOf } from '../../../domain/calendar-date';
import { readCover, type CoverReading } from '../../../domain/funeral/cover-standing';
import { toCoverView, type CoverView } from '../../../domain/funeral/cover-view';
import {
  PREMIUM_MESSAGES,
  nextSettlement,
  premiumReference,
  premiumsPaidOn,
  refundablePayment,
  settlementReference,
  type LedgerEntryView,
  type PremiumPaymentMethod,
  type RecordTransfer,
} from '../../../domain/funeral/funeral-ledger';
import { statusTimeline } from '../../../domain/status-timeline';
import type { Db } from '../../db/client';
import type { AdminDeps } from '../../module-deps';
import { AppError } from '../../http/app-error';
import { recordAudit, statusChangesOf } from '../audit';
import type { DisplayCurrency } from '../../../domain/fx/currencies';
import type { MailOut } from '../notifications';
import type { FuneralApplicationRow } from './funeral.repo';
import { toLedgerEntryView } from './funeral-ledger.view';
import { sendPremiumReceipt } from './premium-receipts.service';
import {
  insertPremiumUnlessPaid,
  listLedger,
  lockApplication,
  type LedgerEntryRow,
} from './funeral-premiums.repo';

export const PREMIUM_RECORDED = 'premium recorded';

/**
 * The day the application was approved (the applications console's audit entry, docs/decisions/032), or null while
 * it is not approved. The first premium falls due then (docs/decisions/054).
 */
export function approvedOnFrom(
  application: FuneralApplicationRow,
  changes: readonly { status: ApplicationStatus; at: Date }[],
): string | null {
  if (application.status !== 'approved') return null;
  const approved = statusTimeline(application, 'pending', changes).findLast(
    (step) => step.status === 'approved',
  );
  return approved ? approved.at.slice(0, 10) : null;
}

export async function approvedOnOf(db: Db, application: FuneralApplicationRow): Promise<string | null> {
  if (application.status !== 'approved') return null;
  const changes = await statusChangesOf(db, 'funeral_application', application.id, APPLICATION_STATUSES);
  return approvedOnFrom(application, changes);
}

/** The cover's reading from its approval and its ledger: the one the pages and the claim rule use. */
export async function coverReadingOf(
  db: Db,
  application: FuneralApplicationRow,
  today: string,
): Promise<CoverReading> {
  return readCover({
    approvedOn: await approvedOnOf(db, application),
    paidOn: premiumsPaidOn(await listLedger(db, application.id)),
    today,
  });
}

export async function coverViewOf(db: Db, application: FuneralApplicationRow, now: Date): Promise<CoverView> {
  return toCoverView(await coverReadingOf(db, application, calendarDateOf(now)), application);
}

export async function ledgerOf(
  db: Db,
  applicationId: string,
): Promise<{ entries: LedgerEntryView[]; refundable: LedgerEntryView | null }> {
  const rows = await listLedger(db, applicationId);
  const refundable = refundablePayment(rows);
  return {
    entries: rows.map(toLedgerEntryView),
    refundable: refundable ? toLedgerEntryView(refundable) : null,
  };
}

const invalid = (message: string) => new AppError('validation_failed', message, { paidOn: message });

/**
 * Records that a bank transfer for the next premium arrived (issue 27, point 2): an admin's act, audited, the
 * holder told, in one transaction with the application's row locked so two admins cannot record one premium twice.
 * The premium paid is always the next one the cover's reading names; nothing payable is a 409.
 */
export async function recordTransferReceived(
  deps: AdminDeps,
  actorId: string,
  applicationId: string,
  input: RecordTransfer,
): Promise<void> {
  await deps.db.transaction((tx) => recordTransferReceivedIn(tx, deps, actorId, applicationId, input));
}

/**
 * `recordTransferReceived` in the caller's transaction: the bank statement console confirms a matched credit
 * through it, with the credit's own state in the same transaction (docs/decisions/078-statement-reconciliation.md). Returns the premium recorded.
 */
export async function recordTransferReceivedIn(
  tx: Db,
  out: MailOut,
  actorId: string,
  applicationId: string,
  input: RecordTransfer,
): Promise<LedgerEntryRow> {
  const application = await lockApplication(tx, applicationId);
  if (!application) throw new AppError('not_found', 'Application not found');
  const reading = await coverReadingOf(tx, application, input.paidOn);
  const approvedOn = await approvedOnOf(tx, application);
  if (approvedOn && input.paidOn < approvedOn) throw invalid(PREMIUM_MESSAGES.paidOnBeforeApproval);
  const next = reading.nextPremium;
  if (!next) throw new AppError('conflict', PREMIUM_MESSAGES.nothingDue);
  return recordPremiumPaid(tx, out, application, {
    premiumIndex: next.index,
    method: 'transfer',
    paidOn: input.paidOn,
    actorId,
    recordedBy: actorId,
    charged: null,
  });
}

/** A premium paid: by a transfer an admin recorded, or by a card the provider confirmed (docs/decisions/066). */
export interface PremiumPaid {
  premiumIndex: number;
  method: PremiumPaymentMethod;
  paidOn: string;
  /** Who the audit names: the admin, or the system for a card payment. */
  actorId: string;
  /** The admin who recorded it; null for a card payment. */
  recordedBy: string | null;
  /** What a card was charged, in the currency charged; null for a transfer (the naira premium). */
  charged: { amount: number; currency: DisplayCurrency } | null;
}

/**
 * Writes a premium paid into the ledger under its own reference, audits it and sends its receipt, in the caller's
 * transaction (the application's row locked). The ledger's unique index holds one settlement of a premium: a second
 * is a 409 and the transaction rolls back.
 */
export async function recordPremiumPaid(
  tx: Db,
  out: MailOut,
  application: FuneralApplicationRow,
  paid: PremiumPaid,
): Promise<LedgerEntryRow> {
  const { premiumIndex, method, paidOn, charged } = paid;
  const settlement = nextSettlement(await listLedger(tx, application.id), premiumIndex);
  const reference = settlementReference(premiumReference(application.reference, premiumIndex), settlement);
  const row = await insertPremiumUnlessPaid(tx, {
    applicationId: application.id,
    kind: 'premium',
    premiumIndex,
    settlement,
    method,
    amountUsd: application.monthlyPriceUsd,
    amountNgn: application.monthlyPriceNgn,
    chargeAmount: charged?.amount ?? null,
    chargeCurrency: charged?.currency ?? null,
    reference,
    paidOn,
    recordedBy: paid.recordedBy,
  });
  if (!row) throw new AppError('conflict', PREMIUM_MESSAGES.alreadyPaid);
  await recordAudit(tx, {
    actorId: paid.actorId,
    action: PREMIUM_RECORDED,
    entityType: 'funeral_application',
    entityId: application.id,
    before: null,
    after: {
      premium: premiumIndex + 1,
      reference,
      method,
      paidOn,
      amountNgn: row.amountNgn,
      ...(charged ? { charged: `${charged.amount} ${charged.currency}` } : {}),
    },
  });
  await sendPremiumReceipt(tx, out, application, row);
  return row;
}

/**
 * The claim's payout in its application's ledger (issue 27 point 5, docs/decisions/065), written in the
 * transaction that marks the claim paid: money out, so negative, by bank transfer to the claimant's account, under
 * the claim's own reference (unique, so a claim is paid out once).
 */
export async function recordPayout(
  tx: Db,
  actorId: string,
  claim: { applicationId: string; reference: string; amountUsd: number; amountNgn: number },
  now: Date,
): Promise<void> {
  const row = await insertPremiumUnlessPaid(tx, {
    applicationId: claim.applicationId,
    kind: 'payout',
    premiumIndex: null,
    method: 'transfer',
    amountUsd: -claim.amountUsd,
    amountNgn: -claim.amountNgn,
    reference: claim.reference,
    paidOn: calendarDateOf(now),
    recordedBy: actorId,
  });
  if (!row) throw new AppError('conflict', 'This claim is already paid out in the ledger');
}
