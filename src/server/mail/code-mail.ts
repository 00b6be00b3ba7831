import { PRODUCT_NAME } from '../../domain/site/product-name';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/**
 * A one-time code by mail: the code in the subject, where a phone's notification shows it, and the same words as
 * the text message that carries it (`text`), so both channels say one thing.
 */
export function codeMail(to: string, code: string, text: string): MailMessage {
  return {
    to,
    subject: `Your code: ${code} | ${PRODUCT_NAME}`,
    text: [text, '', PRODUCT_NAME].join('\n'),
    html: `<p>${escapeHtml(text)}</p>\n<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  };
}
