import { calendarDateOf } from '../../../domain/calendar-date';
import { premiumReference } from '../../../domain/funeral/funeral-ledger';
import type { TransferCurrency } from '../../../domain/payments/bank-transfer';
import type { OpenItem } from '../../../domain/reconciliation/open-item';
import type { Db } from '../../db/client';
import { premiumsAwaitingTransfer } from '../funeral';
import { ordersAwaitingTransfer } from '../orders';
import { feesAwaitingTransfer } from '../real-estate';

const inCurrency = (currency: TransferCurrency, amounts: { usd: number; ngn: number }) =>
  currency === 'NGN' ? amounts.ngn : amounts.usd;

/**
 * What a bank transfer may pay now (docs/decisions/078-statement-reconciliation.md), each with the amount asked for in the transfer account's
 * currency, as the customer's page asks it: pending orders (`amountToPay` by transfer), pending property
 * applications' fees, and each approved funeral cover's next premium. Read from each owning module's service.
 */
export async function openItems(db: Db, currency: TransferCurrency, now: Date): Promise<OpenItem[]> {
  const [orders, fees, premiums] = await Promise.all([
    ordersAwaitingTransfer(db, currency, now),
    feesAwaitingTransfer(db),
    premiumsAwaitingTransfer(db, calendarDateOf(now)),
  ]);
  return [
    ...orders.map((order): OpenItem => ({
      kind: 'order',
      id: order.id,
      reference: order.confirmationNumber,
      amountMinor: order.amountMinor,
      currency,
    })),
    ...fees.map((fee): OpenItem => ({
      kind: 'application-fee',
      id: fee.id,
      reference: fee.reference,
      amountMinor: inCurrency(currency, { usd: fee.feeUsd, ngn: fee.feeNgn }),
      currency,
    })),
    ...premiums.map((premium): OpenItem => ({
      kind: 'funeral-premium',
      id: premium.applicationId,
      premiumIndex: premium.premiumIndex,
      reference: premiumReference(premium.applicationReference, premium.premiumIndex),
      amountMinor: inCurrency(currency, { usd: premium.amountUsd, ngn: premium.amountNgn }),
      currency,
    })),
  ];
}
