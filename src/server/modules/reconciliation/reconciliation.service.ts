import { matchCredits, type CreditMatch } from '../../../domain/reconciliation/match-credits';
import type { OpenItem } from '../../../domain/reconciliation/open-item';
import {
  RECONCILIATION_MESSAGES,
  type ConfirmResultView,
  type ReconciliationView,
} from '../../../domain/reconciliation/reconciliation-admin';
import type { StatementCredit } from '../../../domain/reconciliation/statement-credit';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { openItems } from './open-items.service';
import type { ReconciliationDeps } from './reconciliation-deps';
import { findCredits, listOpenCredits, type CreditRow } from './reconciliation.repo';
import { confirmCredit } from './credit-decisions.service';
import { AppError } from '../../http/app-error';
import { toCandidateView, toCreditView, toStatementCredit } from './reconciliation.view';

/** Rows each list shows; the rest wait for the next page load, counted in `more`. */
export const LIST_LIMIT = 200;

interface Matched {
  row: CreditRow;
  match: CreditMatch;
}

/**
 * Every open credit matched against what awaits a transfer now (docs/decisions/074): matched afresh on each read,
 * so an order paid by card meanwhile, or a premium recorded by hand, is never offered twice.
 */
export async function matchOpenCredits(db: Db, deps: ReconciliationDeps, now: Date): Promise<Matched[]> {
  const [rows, items] = await Promise.all([listOpenCredits(db), openItems(db, deps.transferCurrency, now)]);
  const rowOf = new Map<StatementCredit, CreditRow>();
  const credits = rows.map((row) => {
    const credit = toStatementCredit(row);
    rowOf.set(credit, row);
    return credit;
  });
  return matchCredits(credits, items).map((match) => ({ row: rowOf.get(match.credit)!, match }));
}

/** The console's three lists: exact matches to confirm in bulk, near ones to decide, and the unmatched queue. */
export async function reconciliationView(deps: ReconciliationDeps, now: Date): Promise<ReconciliationView> {
  const view: ReconciliationView = { exact: [], near: [], unmatched: [], more: 0 };
  for (const { row, match } of await matchOpenCredits(deps.db, deps, now)) {
    const list = view[match.outcome];
    if (list.length >= LIST_LIMIT) {
      view.more++;
      continue;
    }
    const credit = toCreditView(row);
    if (match.outcome === 'exact')
      view.exact.push({ credit, candidate: toCandidateView(match.credit, match.candidate) });
    else if (match.outcome === 'near')
      view.near.push({
        credit,
        reason: match.reason,
        candidates: match.candidates.map((candidate) => toCandidateView(match.credit, candidate)),
      });
    else view.unmatched.push({ credit });
  }
  return view;
}

/**
 * Confirms the chosen exact matches (issue 32: "exact matches to confirm in bulk"), each in its own transaction, so
 * one that moved meanwhile does not hold back the rest: a credit no longer exact is skipped with why, and one
 * already confirmed (a double submit) counts as confirmed without paying anything twice.
 */
export async function confirmExactMatches(
  deps: ReconciliationDeps,
  adminId: string,
  creditIds: readonly string[],
  now: Date,
): Promise<ConfirmResultView> {
  const exact = new Map<string, OpenItem>();
  for (const { row, match } of await matchOpenCredits(deps.db, deps, now))
    if (match.outcome === 'exact') exact.set(row.id, match.candidate.item);
  const result: ConfirmResultView = { confirmed: [], skipped: [] };
  for (const creditId of new Set(creditIds)) {
    const item = exact.get(creditId);
    const outcome = item
      ? await confirmOrSay(deps, adminId, creditId, item)
      : await alreadyConfirmed(deps.db, creditId);
    if (outcome === 'confirmed') result.confirmed.push(creditId);
    else result.skipped.push({ creditId, reason: outcome });
  }
  return result;
}

/** A credit that was not an exact match when listed: confirmed already (a double submit), or why it is skipped. */
async function alreadyConfirmed(db: Db, creditId: string): Promise<'confirmed' | string> {
  if (!isUuid(creditId)) return RECONCILIATION_MESSAGES.notFound;
  const [row] = await findCredits(db, [creditId]);
  if (!row) return RECONCILIATION_MESSAGES.notFound;
  if (row.state === 'confirmed') return 'confirmed';
  return row.state === 'dismissed' ? RECONCILIATION_MESSAGES.decided : RECONCILIATION_MESSAGES.notExact;
}

/** One credit of a bulk confirmation: a refusal (the order moved, a premium paid meanwhile) is said, not thrown. */
async function confirmOrSay(
  deps: ReconciliationDeps,
  adminId: string,
  creditId: string,
  item: OpenItem,
): Promise<'confirmed' | string> {
  try {
    await confirmCredit(deps, adminId, creditId, item);
    return 'confirmed';
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}
