import { z } from 'zod';
import { PROOF_CHANNELS } from './relative-proof';

/*
 * The relative at home (docs/decisions/041): each person on an order gets a personal link where they confirm their
 * phone and address, give or refuse consent to their data being shared with the plan's provider, and choose a
 * hospital. The rules and words here are shared by the page, the sponsor's and the admin's views and the server.
 */

export const CONSENT_DECISIONS = ['given', 'refused'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/**
 * How long a link works after it was sent while the order waits; once the cover has dates it works until 90 days
 * after the cover ends (relative-page-lifetime.ts, docs/decisions/050). The sponsor can send a new one.
 */
export const INVITATION_LIFETIME_DAYS = 14;

/** The days her page keeps working after the last day of cover (relative-page-lifetime.ts). */
export const RELATIVE_PAGE_DAYS_AFTER_COVER = 90;

export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The consent statement, one text per version. A change to its words is a new version (a new key here), so every
 * recorded answer still names the exact words the person was shown.
 */
export const CONSENT_STATEMENTS = {
  'health-data-sharing-v1': (provider: string, plan: string) =>
    `I agree that Diaspora Hub may share my name, date of birth, contact details and the health information needed to run my cover with ${provider}, the provider of ${plan}, so that they can enrol me and pay for my care. Health information is special-category data under UK GDPR and sensitive personal data under the Nigeria Data Protection Act 2023. I can withdraw this consent at any time by writing to Diaspora Hub; the cover cannot start without it.`,
  /**
   * Plain words (issue 30, point 3; docs/decisions/070): what is shared, with whom, why, how to take it back. The
   * laws it answers to are on her page under 'More detail'. Her page shows it in her language (src/i18n,
   * 'consent.statement'); the English there is this text, checked by a test.
   */
  'health-data-sharing-v2': (provider: string, plan: string) =>
    `I agree that Diaspora Hub can share my name, date of birth, phone number, address and the health facts my cover needs with ${provider}. ${provider} runs my health plan, ${plan}. They use these details to sign me up and to pay the hospital for my care. Nobody else gets them. I can take back my yes at any time. I just write to Diaspora Hub, and the sharing stops. My cover cannot start without my yes.`,
} as const;
export type ConsentVersion = keyof typeof CONSENT_STATEMENTS;
export const CURRENT_CONSENT_VERSION: ConsentVersion = 'health-data-sharing-v2';

export const INVITATION_MESSAGES = {
  notFoundTitle: 'Link not found',
  notFound:
    'This link does not match any invitation. Check that the whole address was copied, or ask the person who bought the cover to send you a new link.',
  expiredTitle: 'This link has expired',
  expired: `This link no longer works. A link works for ${INVITATION_LIFETIME_DAYS} days while the cover waits to start, then until ${RELATIVE_PAGE_DAYS_AFTER_COVER} days after the cover ends. Ask the person who bought the cover to send you a new one.`,
  tooMany: 'Please wait a minute and open the link again.',
  detailsSaved: 'Thank you. Your phone number and address are saved.',
  consentGiven: 'Thank you. Your consent is recorded.',
  consentRefused:
    'Your answer is recorded: your data will not be shared, and we have told the person who bought the cover.',
  hospitalSaved: 'Thank you. Your hospital is saved.',
  chooseConsent: 'Choose whether you agree',
  chooseHospital: 'Choose a hospital from the list',
  resent: 'A new link has been sent. The old one no longer works.',
  beneficiaryNotFound: 'Beneficiary not found',
  notForDeletedOrder: 'This order’s personal details were removed; no link can be sent.',
  afterPayment: 'Relatives are invited once payment is received',
} as const;

/** Why an order cannot become active: the first person on it whose consent is missing or refused. */
export function consentBlockMessage(name: string, decision: ConsentDecision | null): string {
  const who = name.trim() || 'A beneficiary';
  return decision === 'refused'
    ? `${who} has refused consent to sharing their data, so the cover cannot start`
    : `${who} has not given consent yet`;
}

export interface ConsentFacts {
  firstName: string | null;
  lastName: string | null;
  consentDecision: ConsentDecision | null;
}

/** The refusal an activation gets, or undefined when every person has given consent. */
export function activationRefusal(people: readonly ConsentFacts[]): string | undefined {
  const blocking = people.find((person) => person.consentDecision !== 'given');
  if (!blocking) return undefined;
  const name = `${blocking.firstName ?? ''} ${blocking.lastName ?? ''}`;
  return consentBlockMessage(name, blocking.consentDecision);
}

export const INVITATION_STATES = ['not-sent', 'invited', 'expired', 'opened'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Where the link stands: never sent (orders placed before 041), out, past its 14 days, or answered. */
export function invitationState(
  row: { sentAt: Date | null; expiresAt: Date | null; answered: boolean },
  now: Date,
): InvitationState {
  if (row.answered) return 'opened';
  if (!row.sentAt || !row.expiresAt) return 'not-sent';
  return row.expiresAt <= now ? 'expired' : 'invited';
}

export const InvitationViewSchema = z.object({
  beneficiaryId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  state: z.enum(INVITATION_STATES),
  sentAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  detailsConfirmedAt: z.iso.datetime().nullable(),
  /** When the server first sent the person her link (once the order was paid), and the last reminder. */
  invitedAt: z.iso.datetime().nullable(),
  remindedAt: z.iso.datetime().nullable(),
  reminderCount: z.number().int(),
  consent: z
    .object({
      decision: z.enum(CONSENT_DECISIONS),
      version: z.string(),
      decidedAt: z.iso.datetime(),
      /** How the person proved the answer was hers: the code's channel and masked destination (docs/decisions/049). */
      proof: z
        .object({ channel: z.enum(PROOF_CHANNELS), destination: z.string(), provenAt: z.iso.datetime() })
        .nullable(),
    })
    .nullable(),
  hospital: z.object({ id: z.string(), name: z.string(), chosenAt: z.iso.datetime() }).nullable(),
  /**
   * The link the sponsor may share on WhatsApp, to the order's owner only, while it works: it opens the person's
   * page only after the code sent to her own phone or e-mail (docs/decisions/049). Never her own link.
   */
  shareLink: z.string().nullable(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

/** One line per person, the same words on My Orders, the order page and the console. */
export function invitationSummary(view: Omit<InvitationView, 'beneficiaryId' | 'shareLink'>): string[] {
  const lines: string[] = [];
  if (view.state === 'not-sent') lines.push('Not invited yet');
  if (view.state === 'invited') lines.push('Invited');
  if (view.state === 'expired') lines.push('Link expired');
  if (view.detailsConfirmedAt) lines.push('Details confirmed');
  if (view.consent?.decision === 'given') lines.push('Consent given');
  if (view.consent?.decision === 'refused') lines.push('Consent refused');
  if (!view.consent && view.state !== 'not-sent') lines.push('Consent not given yet');
  if (view.hospital) lines.push(`Hospital: ${view.hospital.name}`);
  return lines;
}

/** The states of Nigeria named in an address, first match, so the hospital list can start near them. */
export function stateInAddress(address: string, states: readonly string[]): string | undefined {
  const text = address.toLowerCase();
  // Longest names first, so 'Cross River' wins over 'River…' and 'Federal Capital Territory' over nothing.
  const byLength = [...states].sort((a, b) => b.length - a.length);
  return byLength.find((state) => new RegExp(`\\b${state.toLowerCase()}\\b`).test(text));
}

/** Same state first, then the rest by state and name: a person's own state is the likeliest to be near. */
export function nearestFirst<H extends { state: string | null; name: string }>(
  hospitals: readonly H[],
  state: string | undefined,
): H[] {
  const key = (h: H) => [h.state === state && state ? 0 : h.state ? 1 : 2, h.state ?? '', h.name] as const;
  return [...hospitals].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1].localeCompare(kb[1]) || ka[2].localeCompare(kb[2]);
  });
}
