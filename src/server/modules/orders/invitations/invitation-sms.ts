import { greetingOf } from '../../../../domain/notifications/name-in-message';
import { CODE_LIFETIME_MINUTES } from '../../../../domain/orders/relative-proof';
import { PRODUCT_NAME } from '../../../../domain/site/product-name';
import { codeMail } from '../../../mail/code-mail';
import type { MailMessage } from '../../../mail/mailer';
import type { SmsMessage } from '../../../sms/sms-provider';
import { boughtBy } from './invitation-mail';

/** The number as Termii takes it: international, digits only ('+234', '8031234567' → '2348031234567'). */
export function smsNumber(countryCode: string, nationalNumber: string): string {
  return `${countryCode}${nationalNumber}`.replace(/\D/g, '');
}

/**
 * The invitation in one text message (docs/decisions/049): who bought what, and the person's own link. Plain
 * characters only, so it stays in GSM-7 (160 characters a page rather than 70).
 */
export function invitationSms(
  to: string,
  input: { firstName: string; sponsor: string; planName: string; url: string; reminder: boolean },
): SmsMessage {
  const lead = input.reminder ? `Reminder: ${boughtBy(input.sponsor)}` : boughtBy(input.sponsor);
  return {
    to,
    text: `${greetingOf(input.firstName)} ${lead} has bought ${input.planName} health cover for you. Please confirm and give your answer on your own page: ${input.url} - ${PRODUCT_NAME}`,
  };
}

const codeText = (code: string) =>
  `Your ${PRODUCT_NAME} code is ${code}. It works for ${CODE_LIFETIME_MINUTES} minutes. Do not share it with anyone, not even family: it opens your health cover page.`;

export function codeSms(to: string, code: string): SmsMessage {
  return { to, text: codeText(code) };
}

export function relativeCodeMail(to: string, code: string): MailMessage {
  return codeMail(to, code, codeText(code));
}
