import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

interface ResetPasswordMail {
  to: string;
  url: string;
  productName: string;
  validForHours: number;
}

/** The password-reset message: the link, how long it works, and what to do if it was not you. */
export function resetPasswordMail({ to, url, productName, validForHours }: ResetPasswordMail): MailMessage {
  const validity = `The link is valid for ${validForHours} hour${validForHours === 1 ? '' : 's'}.`;
  const ignore = 'If you did not ask for this, you can ignore this message: your password stays as it is.';
  return {
    to,
    subject: `Reset your ${productName} password`,
    text: [
      'Hello,',
      '',
      `We received a request to reset the password of your ${productName} account. Open this link to choose a new one:`,
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
      `<p>We received a request to reset the password of your ${escapeHtml(productName)} account.</p>`,
      `<p><a href="${escapeHtml(url)}">Choose a new password</a></p>`,
      `<p>${validity} ${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(productName)}</p>`,
    ].join('\n'),
  };
}
