import { PRODUCT_NAME } from '../auth/auth';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

interface NoticeMail {
  to: string;
  title: string;
  body: string;
  /** Absolute URL of the page the notice is about. */
  url?: string;
}

/** The mail twin of an in-app notification: the same title and words, and a link to the page. */
export function noticeMail({ to, title, body, url }: NoticeMail): MailMessage {
  return {
    to,
    subject: `${title} | ${PRODUCT_NAME}`,
    text: ['Hello,', '', body, ...(url ? ['', url] : []), '', PRODUCT_NAME].join('\n'),
    html: [
      '<p>Hello,</p>',
      ...escapeHtml(body)
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`),
      ...(url ? [`<p><a href="${escapeHtml(url)}">Open ${escapeHtml(PRODUCT_NAME)}</a></p>`] : []),
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
