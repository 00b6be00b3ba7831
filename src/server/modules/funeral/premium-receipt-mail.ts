import { paidText } from '../../../domain/payments/amount-to-pay';
import { premiumReceiptLines, type PremiumReceipt } from '../../../domain/funeral/premium-receipt';
import type { MailMessage } from '../../mail/mailer';
import { funeralPlanMail } from './cover-notice-mail';

/**
 * The receipt of a funeral premium by mail (docs/decisions/064): decision 051's sentence ('You paid ₦15,000 by bank
 * transfer on …') and the lines the application page lists, so the mail and the page cannot disagree.
 */
export function premiumReceiptMail(to: string, receipt: PremiumReceipt, url: string): MailMessage {
  return funeralPlanMail({
    to,
    title: `Receipt for premium ${receipt.index + 1}, ${receipt.reference}`,
    body: paidText(receipt.payment),
    lines: premiumReceiptLines(receipt),
    url,
  });
}
