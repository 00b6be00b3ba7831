/**
 * What a bank credit can pay (issue 32 point 2): an order (its confirmation number 'DH…'), a property application's
 * fee ('PA…') or a funeral premium ('FA…-01'). The server lists the open ones with the amount due in the transfer
 * account's currency (`amountToPay` for 'bank_transfer'), and confirms a match through the same status change an
 * admin's 'paid' makes today, which is why each kind carries the id that change takes.
 */
export const OPEN_ITEM_KINDS = ['order', 'application-fee', 'funeral-premium'] as const;
export type OpenItemKind = (typeof OPEN_ITEM_KINDS)[number];

interface OpenItemFacts {
  /** As stored and as the payer was told it: 'DH7KQ2M9XA', an older 'DHTZY0OKV5', 'FA9RT4W2HC-01'. */
  reference: string;
  /** Due, in minor units of `currency`. */
  amountMinor: number;
  /** The transfer account's currency, in which the amount was asked for. */
  currency: string;
}

export type OpenItem = OpenItemFacts &
  (
    | { kind: 'order'; /** The order's id. */ id: string }
    | { kind: 'application-fee'; /** The property application's id. */ id: string }
    | {
        kind: 'funeral-premium';
        /** The funeral application's id: a premium is a position in its ledger, not a row of its own. */
        id: string;
        /** Which premium, from 0 (its reference ends '-01'). */
        premiumIndex: number;
      }
  );

/** Shown in the console beside each candidate. */
export const OPEN_ITEM_LABELS: Record<OpenItemKind, string> = {
  order: 'Order',
  'application-fee': 'Application fee',
  'funeral-premium': 'Funeral premium',
};
