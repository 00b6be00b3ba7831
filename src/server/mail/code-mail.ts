import { PRODUCT_NAME } from '../../domain/site/product-name';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/**
 * A one-time code by mail: the code in the subject, where a phone's notification shows it, and the same words as
 * the text message that carries it (`text`), so both channels say one thing.
 */
export function codeMail(to: string, code: string, text: string): MailMessage {
  return codeMailWithSubject(to, `Your code: ${code} | ${PRODUCT_NAME}`, text);
}

/** The same mail with its subject already written (the relative's, in her language: docs/decisions/069). */
export function codeMailWithSubject(to: string, subject: string, text: string): MailMessage {
  return {
    to,
    subject,
    text: [text, '', PRODUCT_NAME].join('\n'),
    html: `<p>${escapeHtml(text)}</p>\n<p>${escapeHtml(PRODUCT_NAME)}</p>`,
  };
}
