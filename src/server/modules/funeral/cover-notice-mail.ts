import type { TransferLine } from '../../../domain/payments/bank-transfer';
import { PRODUCT_NAME } from '../../auth/auth';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';
import { paragraphsHtml } from '../../mail/notice-mail';
import { transferLinesHtml, transferLinesText } from '../../mail/transfer-lines-mail';

interface CoverNoticeMail {
  to: string;
  /** The notice's words (domain/funeral/cover-notices.ts), the same as the in-app notification's. */
  title: string;
  body: string;
  /** Where to send the money, as the application page's payment instructions list it. */
  transfer: readonly TransferLine[];
  /** Absolute URL of the application's page. */
  url: string;
}

/**
 * A notice about a funeral cover's premiums (docs/decisions/064): the notification's words, then the bank details
 * the application page gives, so the holder can pay from the mail alone.
 */
export function coverNoticeMail({ to, title, body, transfer, url }: CoverNoticeMail): MailMessage {
  return {
    to,
    subject: `${title} | ${PRODUCT_NAME}`,
    text: [
      'Hello,',
      '',
      body,
      '',
      'Pay by bank transfer',
      ...transferLinesText(transfer),
      '',
      `Your application: ${url}`,
      '',
      PRODUCT_NAME,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      ...paragraphsHtml(body),
      '<h2 style="font-size:18px">Pay by bank transfer</h2>',
      ...transferLinesHtml(transfer),
      `<p><a href="${escapeHtml(url)}">Open your application</a></p>`,
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
