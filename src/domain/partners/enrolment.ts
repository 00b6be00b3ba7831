import { z } from 'zod';
import { requiredText } from '../accounts/text-field';
import { PROOF_CHANNELS } from '../orders/relative-proof';

/**
 * A health provider's enrolment of one person of an active order (issue 33 point 2): pending until the provider
 * confirms it with its own member ID or refuses it with a reason (docs/decisions/9xx-provider-enrolments.md).
 */
export const ENROLMENT_STATUSES = ['pending', 'confirmed', 'refused'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  refused: 'Refused',
};

export const MEMBER_ID_MIN = 3;
export const MEMBER_ID_MAX = 40;
export const REFUSAL_REASON_MAX = 500;
/** Letters, digits, hyphens, slashes and spaces: what providers' member numbers are made of ('RHL/2026/0042'). */
const MEMBER_ID_PATTERN = /^[A-Za-z0-9/ -]+$/;

export const ENROLMENT_MESSAGES = {
  notFound: 'Enrolment not found',
  memberIdRequired: "Enter the provider's member ID",
  memberIdLength: `A member ID is ${MEMBER_ID_MIN} to ${MEMBER_ID_MAX} characters`,
  memberIdCharacters: 'A member ID holds only letters, digits, hyphens, slashes and spaces',
  memberIdTaken: 'This member ID is already given to another person',
  reasonRequired: 'Please give a reason for refusing this enrolment',
  reasonTooLong: `Please keep the reason under ${REFUSAL_REASON_MAX} characters`,
  alreadyConfirmed: 'This enrolment is already confirmed with another member ID',
  alreadyDecided: 'This enrolment is already decided',
  notHealthProvider: 'Only health providers have enrolments',
  uploadEmpty: 'The file has no enrolments to confirm',
} as const;

const M = ENROLMENT_MESSAGES;

/**
 * The one member ID rule, for a single confirmation and for every CSV row: trimmed, 3 to 40 characters of
 * letters, digits, hyphens, slashes and spaces. Kept as typed otherwise: it is the provider's own identifier.
 */
export const MemberIdSchema = z
  .string({ error: M.memberIdRequired })
  .trim()
  .min(1, M.memberIdRequired)
  .refine((id) => id.length >= MEMBER_ID_MIN && id.length <= MEMBER_ID_MAX, M.memberIdLength)
  .refine((id) => MEMBER_ID_PATTERN.test(id), M.memberIdCharacters);

/** Why a member ID is refused, or undefined for a good one: the CSV upload's per-line check. */
export function memberIdProblem(value: string): string | undefined {
  const parsed = MemberIdSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export const ConfirmEnrolmentSchema = z.object({ memberId: MemberIdSchema });
export type ConfirmEnrolment = z.output<typeof ConfirmEnrolmentSchema>;

export const RefuseEnrolmentSchema = z.object({
  reason: requiredText(M.reasonRequired, M.reasonTooLong, REFUSAL_REASON_MAX, { multiline: true }),
});
export type RefuseEnrolment = z.output<typeof RefuseEnrolmentSchema>;

/** The list's filter: one status, or every enrolment when none is given. */
export const EnrolmentFilterSchema = z.object({ status: z.enum(ENROLMENT_STATUSES).optional() });
export type EnrolmentFilter = z.output<typeof EnrolmentFilterSchema>;

/** The consent record the provider needs before it enrols anyone: what was agreed, when, and how it was proven. */
export const EnrolmentConsentSchema = z.object({
  decidedAt: z.iso.datetime().nullable(),
  version: z.string().nullable(),
  proofChannel: z.enum(PROOF_CHANNELS).nullable(),
  /** Masked: '+234 ••• ••• 4567', as the proof screen showed it. */
  proofDestination: z.string().nullable(),
  provenAt: z.iso.datetime().nullable(),
});

export const EnrolmentViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(ENROLMENT_STATUSES),
    orderReference: z.string(),
    planName: z.string(),
    coverStart: z.iso.date(),
    coverEnd: z.iso.date(),
    person: z.object({
      /** Position on the order, from 1: with the order reference it names the person in a CSV row. */
      position: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: z.string(),
      phoneNumber: z.string(),
      email: z.string(),
      address: z.string(),
    }),
    consent: EnrolmentConsentSchema,
    hospital: z.object({ id: z.string(), name: z.string() }).nullable(),
    memberId: z.string().nullable(),
    refusedReason: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    /** Pending past 2 working days (enrolment-overdue.ts). */
    overdue: z.boolean(),
  })
  .meta({ id: 'EnrolmentView' });
export type EnrolmentView = z.infer<typeof EnrolmentViewSchema>;

/**
 * The line a card, its PDF, the relative's page and the public check say once the provider has enrolled the
 * person; null before, so nothing is claimed until the provider itself has confirmed.
 */
export function enrolledLine(providerName: string, memberId: string | null | undefined): string | null {
  if (!memberId || !providerName) return null;
  return `Enrolled with ${providerName}: member ID ${memberId}`;
}

/** The sponsor's order timeline step (issue 33 point 6): 'HomeReach enrolled Ngozi, member ID RHL-1'. */
export function enrolledStep(providerName: string, firstName: string, memberId: string): string {
  return `${providerName} enrolled ${firstName || 'a person on the order'}, member ID ${memberId}`;
}

/** The largest CSV the portal takes: well under the API's 1 MB body limit, thousands of rows. */
export const ENROLMENT_UPLOAD_MAX_CHARS = 500_000;

export const ENROLMENT_UPLOAD_MESSAGES = {
  fileRequired: 'Choose a CSV file of member IDs',
  fileTooLarge: 'The file is too large: upload at most 2000 rows at a time',
} as const;

/** `POST …/enrolments/upload`: the CSV file's text, as the bank statements' upload sends it. */
export const EnrolmentUploadSchema = z.object({
  content: z
    .string({ error: ENROLMENT_UPLOAD_MESSAGES.fileRequired })
    .min(1, ENROLMENT_UPLOAD_MESSAGES.fileRequired)
    .max(ENROLMENT_UPLOAD_MAX_CHARS, ENROLMENT_UPLOAD_MESSAGES.fileTooLarge),
});
export type EnrolmentUpload = z.output<typeof EnrolmentUploadSchema>;

export const EnrolmentUploadResultSchema = z.object({
  confirmed: z.number().int(),
  unchanged: z.number().int(),
});

export const OverdueEnrolmentViewSchema = z
  .object({
    id: z.string(),
    providerId: z.string(),
    providerName: z.string(),
    orderId: z.string(),
    orderReference: z.string(),
    firstName: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OverdueEnrolmentView' });
export type OverdueEnrolmentView = z.infer<typeof OverdueEnrolmentViewSchema>;
