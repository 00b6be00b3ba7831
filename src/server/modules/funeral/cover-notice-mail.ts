import { PRODUCT_NAME } from '../../../domain/site/product-name';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';
import { paragraphsHtml } from '../../mail/notice-mail';
import { transferLinesHtml, transferLinesText, type MailLine } from '../../mail/transfer-lines-mail';

interface FuneralPlanMail {
  to: string;
  /** The words (domain/funeral/cover-notices.ts, or a receipt's sentence), the same as the in-app notification's. */
  title: string;
  body: string;
  /** A heading over the lines, when they need one ('Pay by bank transfer'). */
  heading?: string;
  /** Labelled values: the bank details the application page gives, or a receipt's lines. */
  lines: readonly MailLine[];
  /** Absolute URL of the application's page. */
  url: string;
}

/**
 * A mail about a funeral plan's premiums (docs/decisions/064): a notice followed by the bank details, so the holder
 * can pay from the mail alone, or a premium's receipt followed by its lines.
 */
export function funeralPlanMail({ to, title, body, heading, lines, url }: FuneralPlanMail): MailMessage {
  return {
    to,
    subject: `${title} | ${PRODUCT_NAME}`,
    text: [
      'Hello,',
      '',
      body,
      '',
      ...(heading ? [heading] : []),
      ...transferLinesText(lines),
      '',
      `Your application: ${url}`,
      '',
      PRODUCT_NAME,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      ...paragraphsHtml(body),
      ...(heading ? [`<h2 style="font-size:18px">${escapeHtml(heading)}</h2>`] : []),
      ...transferLinesHtml(lines),
      `<p><a href="${escapeHtml(url)}">Open your application</a></p>`,
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
