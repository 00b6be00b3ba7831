import { EMAIL_CONFIRMATION_HOURS } from '../../domain/accounts/email-verification';
import type { MailMessage } from './mailer';
import { oneLinkMail } from './one-link-mail';
import { PRODUCT_NAME } from '../../domain/site/product-name';

export const CONFIRM_EMAIL_SUBJECT = `Confirm your email address for ${PRODUCT_NAME}`;

interface ConfirmEmailMail {
  to: string;
  url: string;
}

/** The address-confirmation message: the link, how long it works, and what to do if it was not you. */
export function confirmEmailMail({ to, url }: ConfirmEmailMail): MailMessage {
  return oneLinkMail({
    to,
    subject: CONFIRM_EMAIL_SUBJECT,
    productName: PRODUCT_NAME,
    textLead: `Open this link to confirm the email address of your ${PRODUCT_NAME} account. You need it before you pay, apply or invite anyone:`,
    htmlLead: `Confirm the email address of your ${PRODUCT_NAME} account. You need it before you pay, apply or invite anyone.`,
    url,
    linkLabel: 'Confirm my email address',
    validity: `The link works for ${EMAIL_CONFIRMATION_HOURS} hours.`,
    ignore: `If you did not create a ${PRODUCT_NAME} account, you can ignore this message.`,
  });
}
