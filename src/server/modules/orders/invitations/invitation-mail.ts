import { formatCalendarDate } from '../../../../domain/calendar-date';
import { greetingOf, nameInMessage } from '../../../../domain/notifications/name-in-message';
import { PRODUCT_NAME } from '../../../../domain/site/product-name';
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
}

/**
 * Who bought the cover, in a sentence: the first name of their account when it reads as a name. Nothing else the
 * sponsor typed reaches the relative's mail or SMS (docs/decisions/061).
 */
export function boughtBy(sponsor: string): string {
  return nameInMessage(sponsor) ?? 'Someone in your family';
}

/**
 * The beneficiary's personal link (docs/decisions/041): what it is for, that it is theirs alone and until when it
 * works. Written for a relative who never heard of the product, so it says who sent it before anything else.
 */
export function invitationMail({
  to,
  firstName,
  sponsor,
  planName,
  url,
  expiresAt,
  reminder = false,
}: InvitationMail): MailMessage {
  const greeting = greetingOf(firstName);
  const lead = `${boughtBy(sponsor)} has bought ${planName} health cover for you through ${PRODUCT_NAME}.`;
  const ask =
    'Please open your personal page to confirm your phone number and address, say whether you agree to your details being shared with the health plan’s provider, and choose your hospital. The page asks for a 6-digit code we send to your own phone or e-mail, so that only you can answer.';
  const until = `The link is for you only and works until ${formatCalendarDate(expiresAt.toISOString().slice(0, 10))}.`;
  return {
    to,
    subject: `${reminder ? 'Reminder: ' : ''}${boughtBy(sponsor)} has bought health cover for you | ${PRODUCT_NAME}`,
    text: [greeting, '', lead, '', ask, '', `Your page: ${url}`, '', until, '', PRODUCT_NAME].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(ask)}</p>`,
      `<p><a href="${escapeHtml(url)}">Open your page</a></p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
