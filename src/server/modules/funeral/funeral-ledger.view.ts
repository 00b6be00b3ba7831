import type { LedgerEntryView } from '../../../domain/funeral/funeral-ledger';
import type { LedgerEntryRow } from './funeral-premiums.repo';

/** A ledger row as the pages read it: the receipts, the owner's and the admin's views. */
export function toLedgerEntryView(row: LedgerEntryRow): LedgerEntryView {
  return {
    id: row.id,
    kind: row.kind,
    premiumIndex: row.premiumIndex,
    method: row.method,
    amountUsd: row.amountUsd,
    amountNgn: row.amountNgn,
    reference: row.reference,
    paidOn: row.paidOn,
    charged:
      row.chargeAmount !== null && row.chargeCurrency !== null
        ? { amount: row.chargeAmount, currency: row.chargeCurrency }
        : null,
  };
}
