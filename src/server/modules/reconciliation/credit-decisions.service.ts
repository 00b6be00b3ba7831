import { readTypedReference } from '../../../domain/reference-alphabet';
import type { OpenItem } from '../../../domain/reconciliation/open-item';
import {
  premiumsPaidBy,
  RECONCILIATION_MESSAGES,
  type DecisionView,
} from '../../../domain/reconciliation/reconciliation-admin';
import { referenceCandidates } from '../../../domain/reconciliation/reference-candidates';
import { ReferenceIndex } from '../../../domain/reconciliation/reference-index';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { approveOnFeeReceived } from '../applications';
import { recordTransferReceivedIn } from '../funeral';
import { markOrderPaidByTransfer } from '../orders';
import { openItems } from './open-items.service';
import type { ReconciliationDeps } from './reconciliation-deps';
import { findCredits, lockCredit, markConfirmed, markDismissed, type CreditRow } from './reconciliation.repo';

const notFound = () => new AppError('not_found', RECONCILIATION_MESSAGES.notFound);
const decided = () => new AppError('conflict', RECONCILIATION_MESSAGES.decided);

/** What the item's history and audit entry say the money was: the credit as the statement has it. */
const noteOf = (row: CreditRow) =>
  `Bank credit of ${(row.amountMinor / 100).toFixed(2)} ${row.currency} booked ${row.bookingDate}, statement line ${row.sourceLine}`;

/**
 * The status change an admin's 'paid' makes today, for each kind (docs/decisions/078-statement-reconciliation.md): an order marked paid as in
 * the orders console, a property application approved as its fee's receipt (docs/decisions/059), a funeral
 * premium recorded as a transfer received (as many as the credit pays in full). Mail, audit and cover dates come
 * from those changes themselves.
 */
async function settle(tx: Db, deps: ReconciliationDeps, adminId: string, row: CreditRow, item: OpenItem) {
  const note = noteOf(row);
  if (item.kind === 'order') return markOrderPaidByTransfer(tx, deps, adminId, item.id, note);
  if (item.kind === 'application-fee') return approveOnFeeReceived(tx, deps, adminId, item.id, note);
  const premiums = item.currency === row.currency ? premiumsPaidBy(row.amountMinor, item.amountMinor) : 1;
  for (let paid = 0; paid < premiums; paid++)
    await recordTransferReceivedIn(tx, deps, adminId, item.id, { paidOn: row.bookingDate });
}

/**
 * Confirms that a credit paid `item`, in one transaction with the item's status change, the credit's row locked:
 * a double submit finds it confirmed for the same item and changes nothing; decided otherwise, a 409.
 */
export async function confirmCredit(
  deps: ReconciliationDeps,
  adminId: string,
  creditId: string,
  item: OpenItem,
): Promise<DecisionView> {
  return deps.db.transaction(async (tx) => {
    const row = await lockCredit(tx, creditId);
    if (!row) throw notFound();
    const done = { creditId, state: 'confirmed', reference: item.reference } as const;
    if (row.state === 'confirmed' && row.itemId === item.id && row.itemKind === item.kind) return done;
    if (row.state !== 'open') throw decided();
    await settle(tx, deps, adminId, row, item);
    await markConfirmed(
      tx,
      row.id,
      { itemKind: item.kind, itemId: item.id, itemReference: item.reference },
      adminId,
    );
    return done;
  });
}

/** The one open item a typed reference names (any case, spaces, O/I/L for 0/1), or undefined. */
function itemNamed(items: readonly OpenItem[], reference: string): OpenItem | undefined {
  const index = new ReferenceIndex(items);
  const found = new Set(referenceCandidates(reference).flatMap((candidate) => index.find(candidate)));
  const named = new Set([...found].map((hit) => hit.item));
  return named.size === 1 ? [...named][0] : undefined;
}

/** Whether a confirmed credit paid what `reference` names: the same reference, or its funeral application's. */
function paidWhatIsNamed(row: CreditRow, reference: string): boolean {
  if (!row.itemReference) return false;
  const [typed, paid] = [readTypedReference(reference), readTypedReference(row.itemReference)];
  return typed === paid || (row.itemKind === 'funeral-premium' && paid.startsWith(typed.slice(0, 10)));
}

/**
 * A near or unmatched credit assigned by the admin to what a reference names (one open order, fee or premium),
 * then confirmed as above. A reference naming nothing open is a 422 on the field; assigning again what was just
 * assigned (a double submit) answers the same.
 */
export async function assignCredit(
  deps: ReconciliationDeps,
  adminId: string,
  creditId: string,
  reference: string,
  now: Date,
): Promise<DecisionView> {
  const [row] = isUuid(creditId) ? await findCredits(deps.db, [creditId]) : [];
  if (!row) throw notFound();
  if (row.state === 'confirmed' && paidWhatIsNamed(row, reference))
    return { creditId, state: 'confirmed', reference: row.itemReference };
  if (row.state !== 'open') throw decided();
  const item = itemNamed(await openItems(deps.db, deps.transferCurrency, now), reference);
  const message = RECONCILIATION_MESSAGES.noOpenItem;
  if (!item) throw new AppError('validation_failed', message, { reference: message });
  return confirmCredit(deps, adminId, creditId, item);
}

/** Takes a credit out of the queue with the admin's reason (not ours, a refund, a test); a repeat changes nothing. */
export async function dismissCredit(
  deps: ReconciliationDeps,
  adminId: string,
  creditId: string,
  reason: string,
): Promise<DecisionView> {
  if (!isUuid(creditId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const row = await lockCredit(tx, creditId);
    if (!row) throw notFound();
    const done = { creditId, state: 'dismissed', reference: null } as const;
    if (row.state === 'dismissed') return done;
    if (row.state !== 'open') throw decided();
    await markDismissed(tx, row.id, reason, adminId);
    return done;
  });
}
