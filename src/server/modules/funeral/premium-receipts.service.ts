import { applicationDetailPath } from '../../../domain/applications/application-pages';
import { formatCalendarDate } from '../../../domain/calendar-date';
import { premiumReceipts, type PremiumReceipt } from '../../../domain/funeral/premium-receipt';
import { formatIn } from '../../../domain/fx/format';
import type { Db } from '../../db/client';
import { announceWithMail, type MailOut } from '../notifications';
import type { FuneralApplicationRow } from './funeral.repo';
import { listLedger, type LedgerEntryRow } from './funeral-premiums.repo';
import { toLedgerEntryView } from './funeral-ledger.view';
import { premiumReceiptMail } from './premium-receipt-mail';

/** Every premium paid on the application as its receipt, in order (docs/decisions/064). */
export async function receiptsOf(db: Db, applicationId: string): Promise<PremiumReceipt[]> {
  return premiumReceipts((await listLedger(db, applicationId)).map(toLedgerEntryView));
}

/**
 * Tells the holder a premium was received, in-app, and mails its receipt, in the transaction that records it:
 * no receipt for a premium rolled back, none lost once it is recorded.
 */
export async function sendPremiumReceipt(
  tx: Db,
  out: MailOut,
  application: FuneralApplicationRow,
  premium: LedgerEntryRow,
): Promise<void> {
  if (!application.userId) return;
  const receipt = (await receiptsOf(tx, application.id)).find((each) => each.index === premium.premiumIndex);
  if (!receipt) throw new Error(`Premium ${premium.reference} is not in the ledger`);
  const link = applicationDetailPath('funeral', application.id);
  const notice = {
    title: 'Funeral plan premium received',
    body: `We received your ${premium.method === 'card' ? 'card payment' : 'transfer'} of ${formatIn(receipt.payment.amount, receipt.payment.currency)} (reference ${premium.reference}) on ${formatCalendarDate(premium.paidOn)}.`,
    link,
  };
  await announceWithMail(tx, application.userId, notice, out, (to) =>
    premiumReceiptMail(to, receipt, new URL(link, out.appUrl).toString()),
  );
}
