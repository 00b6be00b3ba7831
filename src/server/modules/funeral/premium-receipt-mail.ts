import { paidText } from '../../../domain/payments/amount-to-pay';
import { premiumReceiptLines, type PremiumReceipt } from '../../../domain/funeral/premium-receipt';
import { PRODUCT_NAME } from '../../auth/auth';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';

/**
 * The receipt of a funeral premium by mail (docs/decisions/064): decision 051's sentence ('You paid ₦15,000 by bank
 * transfer on …') and the lines the application page lists, so the mail and the page cannot disagree.
 */
export function premiumReceiptMail(to: string, receipt: PremiumReceipt, url: string): MailMessage {
  const paid = paidText(receipt.payment);
  const lines = premiumReceiptLines(receipt);
  return {
    to,
    subject: `Receipt for premium ${receipt.index + 1}, ${receipt.reference} | ${PRODUCT_NAME}`,
    text: [
      'Hello,',
      '',
      paid,
      '',
      ...lines.map(({ label, value }) => `${label}: ${value}`),
      '',
      `Your application: ${url}`,
      '',
      PRODUCT_NAME,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(paid)}</p>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      ...lines.map(
        ({ label, value }) =>
          `<tr><th align="left" style="font-weight:normal;padding-right:16px">${escapeHtml(label)}</th><td style="font-weight:bold">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<p><a href="${escapeHtml(url)}">Open your application</a></p>`,
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
