import { z } from 'zod';
import { textField } from '../accounts/text-field';
import { internationalPhone } from '../phone-number';

/**
 * The person the holder names to start a claim if the holder dies (docs/decisions/067): the nominated beneficiary
 * or someone else, reachable by phone and/or e-mail, where the one-time code of a contact's claim is sent.
 */
export const CLAIM_CONTACT_WHO = ['beneficiary', 'other'] as const;
export type ClaimContactWho = (typeof CLAIM_CONTACT_WHO)[number];

export const CLAIM_CONTACT_MESSAGES = {
  who: 'Choose who your claim contact is',
  firstName: 'Enter their first name',
  lastName: 'Enter their last name',
  reachable: 'Enter a phone number or an email address for your claim contact',
  email: 'Invalid email address',
  phoneNumber: 'Enter their phone number',
  closed: 'A claim contact can be named only on a pending or approved application',
} as const;

/** Empty text is no value: the form sends '' for a field left blank. */
const optionalText = (max: number) => textField(max).transform((value) => (value === '' ? null : value));

export const ClaimContactSchema = z
  .object({
    who: z.enum(CLAIM_CONTACT_WHO, { error: CLAIM_CONTACT_MESSAGES.who }),
    /** Only for someone other than the beneficiary: the beneficiary's name is the application's. */
    firstName: optionalText(100).prefault(''),
    lastName: optionalText(100).prefault(''),
    phoneNumber: optionalText(32)
      .prefault('')
      .refine((value) => value === null || /\d/.test(value), CLAIM_CONTACT_MESSAGES.phoneNumber)
      .transform((value) => (value === null ? null : internationalPhone(value, null))),
    email: optionalText(254).prefault('').pipe(z.email(CLAIM_CONTACT_MESSAGES.email).nullable()),
  })
  .superRefine((contact, context) => {
    if (contact.who === 'other' && !contact.firstName)
      context.addIssue({ code: 'custom', path: ['firstName'], message: CLAIM_CONTACT_MESSAGES.firstName });
    if (contact.who === 'other' && !contact.lastName)
      context.addIssue({ code: 'custom', path: ['lastName'], message: CLAIM_CONTACT_MESSAGES.lastName });
    // The beneficiary can always be reached at the phone number the application gives for them.
    if (contact.who === 'other' && !contact.phoneNumber && !contact.email)
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message: CLAIM_CONTACT_MESSAGES.reachable });
  });
export type ClaimContact = z.output<typeof ClaimContactSchema>;
export type ClaimContactInput = z.input<typeof ClaimContactSchema>;

export const ClaimContactViewSchema = z
  .object({
    who: z.enum(CLAIM_CONTACT_WHO),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'ClaimContactView' });
export type ClaimContactView = z.infer<typeof ClaimContactViewSchema>;

/** The stored contact: the beneficiary's own name when the beneficiary is the contact, so one name is kept once. */
export interface ClaimContactColumns {
  claimContactWho: ClaimContactWho | null;
  claimContactFirstName: string | null;
  claimContactLastName: string | null;
  claimContactPhoneNumber: string | null;
  claimContactEmail: string | null;
}

/**
 * The columns for `contact`. A beneficiary given with neither phone nor email is reached at the beneficiary's phone
 * number on the application, so the code has somewhere to go.
 */
export function claimContactColumns(
  contact: ClaimContact | null,
  beneficiaryPhoneNumber: string | null,
): ClaimContactColumns {
  const other = contact?.who === 'other';
  const unreachable = contact && !contact.phoneNumber && !contact.email;
  return {
    claimContactWho: contact?.who ?? null,
    claimContactFirstName: other ? contact.firstName : null,
    claimContactLastName: other ? contact.lastName : null,
    claimContactPhoneNumber: (unreachable ? beneficiaryPhoneNumber : contact?.phoneNumber) ?? null,
    claimContactEmail: contact?.email ?? null,
  };
}

/** The contact as pages show it, or null when none is named (or the holder's account was deleted). */
export function claimContactOf(
  row: ClaimContactColumns & { beneficiaryFirstName: string | null; beneficiaryLastName: string | null },
): ClaimContactView | null {
  if (!row.claimContactWho) return null;
  const beneficiary = row.claimContactWho === 'beneficiary';
  return {
    who: row.claimContactWho,
    firstName: (beneficiary ? row.beneficiaryFirstName : row.claimContactFirstName) ?? '',
    lastName: (beneficiary ? row.beneficiaryLastName : row.claimContactLastName) ?? '',
    phoneNumber: row.claimContactPhoneNumber,
    email: row.claimContactEmail,
  };
}

/** What the public page says and refuses when a claim contact asks for a code or enters it (decision 067). */
export const CONTACT_CLAIM_MESSAGES = {
  reference: 'Enter the policy reference, for example FA00001234',
  sent: 'If this plan names you as its claim contact, we have sent a 6-digit code to the phone and email the plan holder gave for you. It works for 10 minutes.',
} as const;

/**
 * A policy reference as typed: spaces and hyphens dropped, capitals, 'FA' and 8 letters or digits. Kept as typed
 * (an older reference may hold an O or an I); `referenceSpellings` reads the lookalikes when it is looked up.
 */
export function typedReference(text: string): string | undefined {
  const reference = text.replace(/[\s-]/g, '').toUpperCase();
  return /^FA[0-9A-Z]{8}$/.test(reference) ? reference : undefined;
}

export const ContactCodeRequestSchema = z.object({
  reference: z
    .string(CONTACT_CLAIM_MESSAGES.reference)
    .max(40, CONTACT_CLAIM_MESSAGES.reference)
    .refine((text) => typedReference(text) !== undefined, CONTACT_CLAIM_MESSAGES.reference)
    .transform((text) => typedReference(text)!),
});
export const ContactCodeEntrySchema = ContactCodeRequestSchema.extend({
  code: z.string().max(40),
});
