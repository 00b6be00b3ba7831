import { formatIn } from '@/domain/fx/format';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@/domain/fx/currency-codes';
import { OPEN_ITEM_LABELS } from '@/domain/reconciliation/open-item';
import type { CandidateView } from '@/domain/reconciliation/reconciliation-admin';

const isDisplayCurrency = (code: string): code is DisplayCurrency =>
  (DISPLAY_CURRENCIES as readonly string[]).includes(code);

/** '₦25,000.00', or '25,000.00 XOF' for a currency the app does not show prices in (a camt.053 of another account). */
export function statementMoney(minor: number, currency: string): string {
  if (isDisplayCurrency(currency)) return formatIn(minor, currency);
  const text = (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return `${text} ${currency}`;
}

/** 'Underpaid by ₦2,500.00', 'Overpaid by …', 'Amount due', 'In another currency'. */
export function paymentText(candidate: CandidateView): string {
  const { payment, differenceMinor, currency } = candidate;
  if (payment === 'amount-due') return 'Amount due';
  if (payment === 'other-currency') return 'In another currency';
  const by = statementMoney(Math.abs(differenceMinor), currency);
  return `${payment === 'underpaid' ? 'Underpaid' : 'Overpaid'} by ${by}`;
}

/** 'Order DH7KQ2M9XA', 'Funeral premium FA…-01 (3 premiums)'. */
export function candidateTitle(candidate: CandidateView): string {
  const premiums = candidate.premiums > 1 ? ` (${candidate.premiums} premiums)` : '';
  return `${OPEN_ITEM_LABELS[candidate.kind]} ${candidate.reference}${premiums}`;
}
