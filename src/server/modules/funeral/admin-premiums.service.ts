import { APPLICATION_STATUSES } from '../../../domain/applications/application-view';
import { readCover } from '../../../domain/funeral/cover-standing';
import {
  PREMIUM_LIST_LIMIT,
  type AdminPremiumsView,
  type ArrearsRow,
  type LapseComingRow,
  type PremiumDueRow,
} from '../../../domain/funeral/admin-premiums';
import { premiumReference, premiumsPaidOn } from '../../../domain/funeral/funeral-ledger';
import { watchCover } from '../../../domain/funeral/premiums-watch';
import type { Db } from '../../db/client';
import { statusChangesOfMany } from '../audit';
import { approvedApplicationsAfter } from './admin-premiums.repo';
import type { FuneralApplicationRow } from './funeral.repo';
import { listLedgersOf, type LedgerEntryRow } from './funeral-premiums.repo';
import { approvedOnFrom } from './funeral-premiums.service';

/** Approved applications read per round trip: three queries per batch, whatever the batch holds. */
const BATCH = 200;

const holderOf = (row: FuneralApplicationRow) =>
  row.principalFirstName ? `${row.principalFirstName} ${row.principalLastName ?? ''}`.trim() : null;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** A list's first rows in its order, and how many more there are. */
function bounded<T>(rows: T[], order: (a: T, b: T) => number) {
  const sorted = rows.sort(order);
  return { rows: sorted.slice(0, PREMIUM_LIST_LIMIT), more: Math.max(0, sorted.length - PREMIUM_LIST_LIMIT) };
}

const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every approved cover with its ledger's facts, read in batches of BATCH (three queries each), oldest first: what
 * `readCover`, the one rule, reads them from.
 */
async function* approvedCovers(db: Db, today: string) {
  let after: FuneralApplicationRow | undefined;
  for (;;) {
    const batch = await approvedApplicationsAfter(db, after, BATCH);
    if (batch.length === 0) return;
    after = batch.at(-1);
    const ids = batch.map((row) => row.id);
    const changes = await statusChangesOfMany(db, 'funeral_application', ids, APPLICATION_STATUSES);
    const ledgers = groupBy<LedgerEntryRow>(await listLedgersOf(db, ids), (row) => row.applicationId);
    for (const application of batch) {
      const ledger = {
        approvedOn: approvedOnFrom(application, changes.get(application.id) ?? []),
        paidOn: premiumsPaidOn(ledgers.get(application.id) ?? []),
        today,
      };
      yield { application, ledger, reading: readCover(ledger) };
    }
    if (batch.length < BATCH) return;
  }
}

/** A premium a bank transfer may pay now: each approved cover's next one (issue 32, docs/decisions/078-statement-reconciliation.md). */
export interface PremiumAwaitingTransfer {
  applicationId: string;
  applicationReference: string;
  premiumIndex: number;
  amountUsd: number;
  amountNgn: number;
}

/** Each approved cover's next premium, as `recordTransferReceived` would record it. */
export async function premiumsAwaitingTransfer(db: Db, today: string): Promise<PremiumAwaitingTransfer[]> {
  const open: PremiumAwaitingTransfer[] = [];
  for await (const { application, reading } of approvedCovers(db, today)) {
    if (!reading.nextPremium) continue;
    open.push({
      applicationId: application.id,
      applicationReference: application.reference,
      premiumIndex: reading.nextPremium.index,
      amountUsd: application.monthlyPriceUsd,
      amountNgn: application.monthlyPriceNgn,
    });
  }
  return open;
}

/**
 * Premiums due in the next 7 days and overdue, arrears by application and covers that lapse in the next 7 days
 * (issue 27 point 7, docs/decisions/065). Every approved cover is read by `readCover`, the one rule, from its
 * approval and its ledger, in batches; each list is bounded and ordered by date, oldest first.
 */
export async function premiumsToWatch(db: Db, today: string): Promise<AdminPremiumsView> {
  const due: PremiumDueRow[] = [];
  const arrears: ArrearsRow[] = [];
  const lapses: LapseComingRow[] = [];
  for await (const { application, ledger, reading } of approvedCovers(db, today)) {
    const watch = watchCover(ledger, reading);
    const of = {
      applicationId: application.id,
      applicationReference: application.reference,
      holder: holderOf(application),
    };
    const amount = (premiums: number) => ({
      amountUsd: application.monthlyPriceUsd * premiums,
      amountNgn: application.monthlyPriceNgn * premiums,
    });
    for (const premium of watch.due)
      due.push({
        ...of,
        reference: premiumReference(application.reference, premium.index),
        ...amount(1),
        dueOn: premium.dueOn,
        overdue: premium.overdue,
      });
    if (watch.arrears) {
      const { premiums, since } = watch.arrears;
      arrears.push({ ...of, premiums, ...amount(premiums), unpaidSince: since });
    }
    if (watch.lapsesOn) lapses.push({ ...of, lapsesOn: watch.lapsesOn });
  }
  return {
    today,
    due: bounded(due, (a, b) => byDate(a.dueOn, b.dueOn) || byDate(a.reference, b.reference)),
    arrears: bounded(arrears, (a, b) => byDate(a.unpaidSince, b.unpaidSince) || b.premiums - a.premiums),
    lapses: bounded(lapses, (a, b) => byDate(a.lapsesOn, b.lapsesOn)),
  };
}
