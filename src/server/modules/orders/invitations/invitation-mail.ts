import type { Language } from '../../../../domain/languages';
import { nameInMessage } from '../../../../domain/notifications/name-in-message';
import { PRODUCT_NAME } from '../../../../domain/site/product-name';
import { translator } from '../../../../i18n/translate';
import { escapeHtml } from '../../../mail/escape-html';
import type { MailMessage } from '../../../mail/mailer';

export interface InvitationMail {
  to: string;
  /** The person's first name as the sponsor typed it: shown only if it reads as a name (docs/decisions/061). */
  firstName: string;
  /** The first name of the sponsor's account, or empty when unknown; shown only if it reads as a name. */
  sponsor: string;
  planName: string;
  url: string;
  expiresAt: Date;
  /** A reminder of an invitation not yet answered (2 and 7 days after it, docs/decisions/049). */
  reminder?: boolean;
  /** Her language (docs/decisions/069). */
  language: Language;
}

/**
 * Who bought the cover, in a sentence: the first name of their account when it reads as a name. Nothing else the
 * sponsor typed reaches the relative's mail or SMS (docs/decisions/061).
 */
export function boughtBy(language: Language, sponsor: string): string {
  return nameInMessage(sponsor) ?? translator(language)('page.someone');
}

/** 'Hello Ngozi,' in her language, or the greeting without a name when what was typed does not read as one. */
export function greetingIn(language: Language, firstName: string): string {
  const name = nameInMessage(firstName);
  const t = translator(language);
  return name ? t('greeting.named', { name }) : t('greeting.plain');
}

/**
 * The beneficiary's personal link (docs/decisions/041), in her language (069): what it is for, that it is theirs
 * alone and until when it works. Written for a relative who never heard of the product, so it says who sent it
 * before anything else.
 */
export function invitationMail({
  to,
  firstName,
  sponsor,
  planName,
  url,
  expiresAt,
  reminder = false,
  language,
}: InvitationMail): MailMessage {
  const t = translator(language);
  const greeting = greetingIn(language, firstName);
  const who = boughtBy(language, sponsor);
  const lead = t('mail.lead', { sponsor: who, plan: planName });
  const ask = t('mail.ask');
  const until = t('mail.until', { date: expiresAt });
  const page = t('mail.page', { url });
  return {
    to,
    subject: t(reminder ? 'mail.reminderSubject' : 'mail.subject', { sponsor: who }),
    text: [greeting, '', lead, '', ask, '', page, '', until, '', PRODUCT_NAME].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(ask)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('mail.open'))}</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
