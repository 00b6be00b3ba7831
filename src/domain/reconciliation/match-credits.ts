import type { OpenItem } from './open-item';
import { referenceCandidates } from './reference-candidates';
import { ReferenceIndex, type FoundBy, type Hit } from './reference-index';
import type { StatementCredit } from './statement-credit';

/** How a credit's amount stands against what the item asked for. */
export type Payment = 'amount-due' | 'underpaid' | 'overpaid' | 'other-currency';

/** An item a credit may pay, with how it was found and the money's difference, for the admin to decide on. */
export interface MatchCandidate {
  item: OpenItem;
  foundBy: FoundBy;
  payment: Payment;
  /** Credit minus amount due, in minor units: negative when underpaid. 0 when the currencies differ. */
  differenceMinor: number;
}

/** Why a credit is a near match, to be decided one by one. */
export type NearReason =
  /** Its reference, but not the amount due: `payment` says under- or overpaid, `differenceMinor` by how much. */
  | 'amount-differs'
  /** Its reference, but the credit is in another currency than the item's amount. */
  | 'other-currency'
  /** No reference as given, but one a typo away with the amount due, or a premium's number that is not open. */
  | 'reference-partly-right'
  /** Several items fit (two references quoted, a funeral application with several premiums open, or typos of two). */
  | 'several-items'
  /** An exact match for an item another credit of the statement also matches exactly: paid twice, or a repeat. */
  | 'item-matched-twice';

export type CreditMatch =
  | { outcome: 'exact'; credit: StatementCredit; candidate: MatchCandidate }
  | { outcome: 'near'; credit: StatementCredit; reason: NearReason; candidates: MatchCandidate[] }
  | { outcome: 'unmatched'; credit: StatementCredit };

function candidateOf(credit: StatementCredit, { item, foundBy }: Hit): MatchCandidate {
  if (credit.currency !== item.currency)
    return { item, foundBy, payment: 'other-currency', differenceMinor: 0 };
  const differenceMinor = credit.amountMinor - item.amountMinor;
  const payment = differenceMinor === 0 ? 'amount-due' : differenceMinor < 0 ? 'underpaid' : 'overpaid';
  return { item, foundBy, payment, differenceMinor };
}

function unique(hits: Hit[]): Hit[] {
  const byItem = new Map<OpenItem, Hit>();
  for (const hit of hits) if (!byItem.has(hit.item)) byItem.set(hit.item, hit);
  return [...byItem.values()];
}

/** One credit on its own: its references found (or a typo away), then the amount and currency. Never a guess. */
function matchOne(index: ReferenceIndex, credit: StatementCredit): CreditMatch {
  const candidates = referenceCandidates(credit.narration);
  const named = unique(candidates.flatMap((candidate) => index.find(candidate)));
  if (named.length === 1) {
    const candidate = candidateOf(credit, named[0]!);
    // A premium's number quoted that is not open is not this premium's: the admin decides.
    if (candidate.foundBy === 'another-premium') {
      return { outcome: 'near', credit, reason: 'reference-partly-right', candidates: [candidate] };
    }
    if (candidate.payment === 'amount-due') return { outcome: 'exact', credit, candidate };
    const reason = candidate.payment === 'other-currency' ? 'other-currency' : 'amount-differs';
    return { outcome: 'near', credit, reason, candidates: [candidate] };
  }
  if (named.length > 1) {
    return {
      outcome: 'near',
      credit,
      reason: 'several-items',
      candidates: named.map((hit) => candidateOf(credit, hit)),
    };
  }
  // Partly right only with the amount due: a typo and a different amount together are too little to go on.
  const typos = unique(candidates.flatMap((candidate) => index.findOneTypoAway(candidate)))
    .map((hit) => candidateOf(credit, hit))
    .filter((candidate) => candidate.payment === 'amount-due');
  if (typos.length === 0) return { outcome: 'unmatched', credit };
  const reason = typos.length === 1 ? 'reference-partly-right' : 'several-items';
  return { outcome: 'near', credit, reason, candidates: typos };
}

/**
 * Each credit of a statement matched to the open orders, application fees and funeral premiums (issue 32 point 2,
 * docs/decisions/074), in the credits' order. Exact: the credit names exactly one open item, by its reference
 * (any case, spaces and hyphens, O/I/L for 0/1), with the amount due in its currency, and no other credit of the
 * statement matches that item exactly. Near: a named item with another amount or currency (under- or overpaid,
 * with the difference), a reference one typo away from exactly one item with the amount due, or several items
 * that fit. Unmatched: nothing fits. Indexing is linear in the open items, each credit costs a bounded number of
 * Map lookups.
 */
export function matchCredits(
  credits: readonly StatementCredit[],
  openItems: readonly OpenItem[],
): CreditMatch[] {
  const index = new ReferenceIndex(openItems);
  const matches = credits.map((credit) => matchOne(index, credit));
  const exactFor = new Map<OpenItem, number>();
  for (const match of matches) {
    if (match.outcome === 'exact')
      exactFor.set(match.candidate.item, (exactFor.get(match.candidate.item) ?? 0) + 1);
  }
  return matches.map((match) =>
    match.outcome === 'exact' && exactFor.get(match.candidate.item)! > 1
      ? { outcome: 'near', credit: match.credit, reason: 'item-matched-twice', candidates: [match.candidate] }
      : match,
  );
}
