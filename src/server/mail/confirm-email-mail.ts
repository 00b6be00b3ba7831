import { EMAIL_CONFIRMATION_HOURS } from '../../domain/accounts/email-verification';
import { escapeHtml } from './escape-html';

const PRODUCT_NAME = 'Diaspora Hub';
import type { MailMessage } from './mailer';

export const CONFIRM_EMAIL_SUBJECT = `Confirm your email address for ${PRODUCT_NAME}`;

interface ConfirmEmailMail {
  to: string;
  url: string;
}

/** The address-confirmation message: the link, how long it works, and what to do if it was not you. */
export function confirmEmailMail({ to, url }: ConfirmEmailMail): MailMessage {
  const productName = PRODUCT_NAME;
  const validity = `The link works for ${EMAIL_CONFIRMATION_HOURS} hours.`;
  const ignore = `If you did not create a ${productName} account, you can ignore this message.`;
  return {
    to,
    subject: CONFIRM_EMAIL_SUBJECT,
    text: [
      'Hello,',
      '',
      `Open this link to confirm the email address of your ${productName} account. You need it before you pay, apply or invite anyone:`,
      '',
      url,
      '',
      validity,
      ignore,
      '',
      productName,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>Confirm the email address of your ${escapeHtml(productName)} account. You need it before you pay, apply or invite anyone.</p>`,
      `<p><a href="${escapeHtml(url)}">Confirm my email address</a></p>`,
      `<p>${validity} ${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(productName)}</p>`,
    ].join('\n'),
  };
}
