import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

export interface OneLinkMail {
  to: string;
  subject: string;
  productName: string;
  /** The plain-text lead, ending where the link follows. */
  textLead: string;
  /** The HTML lead (plain text, escaped here), above the link. */
  htmlLead: string;
  url: string;
  /** The link's words in the HTML part. */
  linkLabel: string;
  /** How long the link works. */
  validity: string;
  /** What to do if the reader did not ask for it. */
  ignore: string;
}

/** A mail whose point is one link (a password reset, an address confirmation): the same frame for each. */
export function oneLinkMail(mail: OneLinkMail): MailMessage {
  const { to, subject, productName, url, validity, ignore } = mail;
  return {
    to,
    subject,
    text: ['Hello,', '', mail.textLead, '', url, '', validity, ignore, '', productName].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(mail.htmlLead)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(mail.linkLabel)}</a></p>`,
      `<p>${escapeHtml(validity)} ${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(productName)}</p>`,
    ].join('\n'),
  };
}
