import type { Language } from '../../../../domain/languages';
import { CODE_LIFETIME_MINUTES } from '../../../../domain/orders/relative-proof';
import { translate } from '../../../../i18n/translate';
import { codeMailWithSubject } from '../../../mail/code-mail';
import type { MailMessage } from '../../../mail/mailer';
import type { SmsMessage } from '../../../sms/sms-provider';
import { boughtBy, greetingIn } from './invitation-mail';

/** The number as Termii takes it: international, digits only ('+234', '8031234567' → '2348031234567'). */
export function smsNumber(countryCode: string, nationalNumber: string): string {
  return `${countryCode}${nationalNumber}`.replace(/\D/g, '');
}

/**
 * The invitation in one text message (docs/decisions/049), in her language (069): who bought what, and the
 * person's own link. English and Pidgin stay in GSM-7 (160 characters a page); Yoruba, Hausa and Igbo need their
 * own letters, so they go as UCS-2 (70 a page), which decision 069 accepts.
 */
export function invitationSms(
  to: string,
  input: {
    firstName: string;
    sponsor: string;
    planName: string;
    url: string;
    reminder: boolean;
    language: Language;
  },
): SmsMessage {
  const { language } = input;
  return {
    to,
    text: translate(language, input.reminder ? 'sms.reminder' : 'sms.invitation', {
      greeting: greetingIn(language, input.firstName),
      sponsor: boughtBy(language, input.sponsor),
      plan: input.planName,
      url: input.url,
    }),
  };
}

const codeText = (language: Language, code: string) =>
  translate(language, 'sms.code', { code, minutes: CODE_LIFETIME_MINUTES });

export function codeSms(to: string, code: string, language: Language): SmsMessage {
  return { to, text: codeText(language, code) };
}

export function relativeCodeMail(to: string, code: string, language: Language): MailMessage {
  return codeMailWithSubject(to, translate(language, 'mail.codeSubject', { code }), codeText(language, code));
}
