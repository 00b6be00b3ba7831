import type { MailMessage } from './mailer';
import { oneLinkMail } from './one-link-mail';

interface ResetPasswordMail {
  to: string;
  url: string;
  productName: string;
  validForHours: number;
}

/** The password-reset message: the link, how long it works, and what to do if it was not you. */
export function resetPasswordMail({ to, url, productName, validForHours }: ResetPasswordMail): MailMessage {
  return oneLinkMail({
    to,
    subject: `Reset your ${productName} password`,
    productName,
    textLead: `We received a request to reset the password of your ${productName} account. Open this link to choose a new one:`,
    htmlLead: `We received a request to reset the password of your ${productName} account.`,
    url,
    linkLabel: 'Choose a new password',
    validity: `The link is valid for ${validForHours} hour${validForHours === 1 ? '' : 's'}.`,
    ignore: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  });
}
