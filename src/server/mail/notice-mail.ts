import { PRODUCT_NAME } from '../../domain/site/product-name';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

interface NoticeMail {
  to: string;
  title: string;
  body: string;
  /** Absolute URL of the page the notice is about. */
  url?: string;
  /**
   * Absolute one-click unsubscribe URL (a saved search's alert): named in the mail and in the List-Unsubscribe
   * headers of RFC 8058, whose POST mail clients send without a session (docs/decisions/043).
   */
  unsubscribeUrl?: string;
}

/** Plain text as HTML paragraphs: a blank line starts a paragraph, a line break stays one. */
export function paragraphsHtml(body: string): string[] {
  return escapeHtml(body)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`);
}

const UNSUBSCRIBE_TEXT = 'To stop these alerts, open:';

/** The mail twin of an in-app notification: the same title and words, and a link to the page. */
export function noticeMail({ to, title, body, url, unsubscribeUrl }: NoticeMail): MailMessage {
  const unsubscribeText = unsubscribeUrl ? ['', `${UNSUBSCRIBE_TEXT} ${unsubscribeUrl}`] : [];
  return {
    to,
    subject: `${title} | ${PRODUCT_NAME}`,
    text: ['Hello,', '', body, ...(url ? ['', url] : []), '', PRODUCT_NAME, ...unsubscribeText].join('\n'),
    html: [
      '<p>Hello,</p>',
      ...paragraphsHtml(body),
      ...(url ? [`<p><a href="${escapeHtml(url)}">Open ${escapeHtml(PRODUCT_NAME)}</a></p>`] : []),
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
      ...(unsubscribeUrl ? [`<p><a href="${escapeHtml(unsubscribeUrl)}">Stop these alerts</a></p>`] : []),
    ].join('\n'),
    ...(unsubscribeUrl && {
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}
