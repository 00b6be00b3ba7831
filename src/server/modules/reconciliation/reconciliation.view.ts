import type { MatchCandidate } from '../../../domain/reconciliation/match-credits';
import {
  premiumsPaidBy,
  type CandidateView,
  type CreditView,
} from '../../../domain/reconciliation/reconciliation-admin';
import type { StatementCredit } from '../../../domain/reconciliation/statement-credit';
import type { CreditRow } from './reconciliation.repo';

/** A stored credit as the domain's matcher reads it. */
export function toStatementCredit(row: CreditRow): StatementCredit {
  const { bankLineId, bookingDate, valueDate, amountMinor, currency, narration, payerName, account } = row;
  return {
    bankLineId,
    bookingDate,
    valueDate,
    amountMinor,
    currency,
    narration,
    payerName,
    account,
    sourceLine: row.sourceLine,
  };
}

export function toCreditView(row: CreditRow): CreditView {
  const { id, bookingDate, valueDate, amountMinor, currency, narration, payerName, account, sourceLine } =
    row;
  return { id, bookingDate, valueDate, amountMinor, currency, narration, payerName, account, sourceLine };
}

export function toCandidateView(credit: StatementCredit, candidate: MatchCandidate): CandidateView {
  const { item, payment, differenceMinor } = candidate;
  const premiums =
    item.kind === 'funeral-premium' && payment !== 'other-currency'
      ? premiumsPaidBy(credit.amountMinor, item.amountMinor)
      : 1;
  return {
    kind: item.kind,
    reference: item.reference,
    amountMinor: item.amountMinor,
    currency: item.currency,
    payment,
    differenceMinor,
    premiums,
  };
}
