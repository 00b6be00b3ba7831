/*
 * How a relative proves that the page is hers before she answers (docs/decisions/049): a 6-digit code sent to her
 * own phone (SMS) or e-mail, whichever the order holds, entered on the device that opens the page. Pure rules,
 * shared by the page, the sponsor's and the admin's views and the server.
 */

import { z } from 'zod';

export const PROOF_CHANNELS = ['sms', 'email'] as const;
export type ProofChannel = (typeof PROOF_CHANNELS)[number];

export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MINUTES = 10;
/** Wrong tries a code survives; the next one needs a new code. */
export const MAX_CODE_ATTEMPTS = 5;

export function codeExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + CODE_LIFETIME_MINUTES * 60 * 1000);
}

/** What a person typed, as a code: digits only (spaces and dashes typed between groups are dropped). */
export function typedCode(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const digits = text.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits) ? digits : undefined;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'none' | 'too-many';

/**
 * What a typed code gets: 'none' without a code sent, 'too-many' once MAX_CODE_ATTEMPTS tries were made before
 * this one (even a right code then needs a new one), 'expired' after its minutes, else right or wrong.
 */
export function checkCode(
  stored: { expiresAt: Date | null; triesBefore: number; matches: boolean | null },
  now: Date,
): CodeCheck {
  if (!stored.expiresAt || stored.matches === null) return 'none';
  if (stored.triesBefore >= MAX_CODE_ATTEMPTS) return 'too-many';
  if (stored.expiresAt <= now) return 'expired';
  return stored.matches ? 'ok' : 'wrong';
}

/**
 * A Nigerian phone as it is dialled at home, with all but its first three and last three digits hidden:
 * '+234', '8031234567' → '080•••••567'. Enough for the person to recognise her number, not enough to read it.
 */
export function maskPhone(countryCode: string, nationalNumber: string): string {
  const digits = nationalNumber.replace(/\D/g, '');
  const dialled = countryCode === '+234' ? `0${digits}` : `${countryCode}${digits}`;
  if (dialled.length <= 6) return '•'.repeat(dialled.length);
  return `${dialled.slice(0, 3)}${'•'.repeat(dialled.length - 6)}${dialled.slice(-3)}`;
}

/** 'ngozi.obi@example.com' → 'n•••••••@example.com': the first letter and the domain. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/**
 * Nigerian mobile numbers (NCC numbering plan): ten digits after the trunk 0, starting 70, 71, 80, 81, 90 or 91
 * ('0803 123 4567'). The invitation and its code go there by SMS, so a landline or a number abroad cannot be it.
 */
export function isNigerianMobile(countryCode: string, nationalNumber: string): boolean {
  return countryCode === '+234' && /^[789][01]\d{8}$/.test(nationalNumber);
}

/** The same number whichever way it is stored: '+234' + '8031234567' and '+2348031234567' are one phone. */
export function samePhone(a: string, b: string): boolean {
  const digits = (text: string) => text.replace(/\D/g, '');
  return digits(a) !== '' && digits(a) === digits(b);
}

/**
 * The first beneficiary whose phone is one of the sponsor's own (the payer's, or the account's): refused, since her
 * invitation and code must reach her, not the sponsor. Undefined when none is.
 */
export function sponsorsOwnNumberAt(
  people: ReadonlyArray<{ countryCode: string; phoneNumber: string }>,
  sponsorPhones: ReadonlyArray<string>,
): number | undefined {
  const index = people.findIndex((person) =>
    sponsorPhones.some((phone) => samePhone(`${person.countryCode}${person.phoneNumber}`, phone)),
  );
  return index === -1 ? undefined : index;
}

export const PROOF_MESSAGES = {
  codeTitle: 'Confirm it is you',
  codeIntro:
    'This page holds your health cover and your consent, so only you can open it. We send a 6-digit code to your own phone or e-mail.',
  sendCode: 'Send me a code',
  codeSent: (destination: string) => `We sent a 6-digit code to ${destination}`,
  codeLabel: '6-digit code',
  codeHint: `The code works for ${CODE_LIFETIME_MINUTES} minutes.`,
  confirm: 'Open my page',
  sendAgain: 'Send a new code',
  wrongShape: `Enter the ${CODE_LENGTH} digits of the code`,
  wrong: 'That code is not right. Check the message and try again.',
  expired: 'That code has expired. Send a new code.',
  tooMany: 'Too many wrong tries. Send a new code.',
  none: 'Send yourself a code first.',
  noContact:
    'We have no phone number or e-mail for you to send a code to. Ask the person who bought the cover to contact Diaspora Hub.',
  proofNeeded: 'Confirm it is you with the code first.',
  tooManyCodes: 'Too many codes were sent. Please wait ten minutes and try again.',
} as const;

/**
 * A typed code's shape, as a form checks it before sending: the message the server's code services give (through
 * typedCode) to a code that is not six digits.
 */
export const TypedCodeSchema = z.object({
  code: z.string().refine((text) => typedCode(text) !== undefined, PROOF_MESSAGES.wrongShape),
});

/** How a consent was proven, in a line for the sponsor and the console: 'Confirmed by SMS code to 080•••••567'. */
export function proofLine(proof: { channel: ProofChannel; destination: string }): string {
  return `Confirmed by ${proof.channel === 'sms' ? 'SMS' : 'e-mail'} code to ${proof.destination}`;
}
