import { formatCalendarDate, parseCalendarDate, calendarDateOf } from '../calendar-date';

/**
 * A funeral claim's rules (issue 16, point 5; docs/decisions/045-funeral-claims.md): the statuses it moves
 * through, the waiting period, and the payout account's format. Pure, so the server decides with them and the
 * browser shows the same answer before sending.
 */

export const CLAIM_STATUSES = ['submitted', 'documents_checked', 'approved', 'paid', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  documents_checked: 'Documents checked',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
};

/** Forward only, one step at a time; a claim can be rejected until it is approved. Paid and rejected are final. */
const NEXT_CLAIM_STATUSES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ['documents_checked', 'rejected'],
  documents_checked: ['approved', 'rejected'],
  approved: ['paid'],
  paid: [],
  rejected: [],
};

export function nextClaimStatuses(from: ClaimStatus): readonly ClaimStatus[] {
  return NEXT_CLAIM_STATUSES[from];
}

/** The one claim transition rule: every change of a claim's status asks it. */
export function canChangeClaimStatus(from: ClaimStatus, to: ClaimStatus): boolean {
  return NEXT_CLAIM_STATUSES[from].includes(to);
}

export function refusedClaimChangeMessage(from: ClaimStatus, to: ClaimStatus): string {
  const label = (status: ClaimStatus) => CLAIM_STATUS_LABELS[status].toLowerCase();
  if (from === to) return `This claim is already ${label(from)}`;
  return `A claim that is ${label(from)} cannot become ${label(to)}`;
}

/** A claim still being decided or paid: one per covered person at a time (a rejected one may be made again). */
export function isOpenClaim(status: ClaimStatus): boolean {
  return status !== 'rejected';
}

export const CLAIM_CAUSES = ['natural', 'accidental'] as const;
export type ClaimCause = (typeof CLAIM_CAUSES)[number];
export const CLAIM_CAUSE_LABELS: Record<ClaimCause, string> = {
  natural: 'Natural causes (illness or old age)',
  accidental: 'Accident',
};

/** A natural death is covered once the cover has run this long; an accidental death from the first day. */
export const NATURAL_DEATH_WAITING_MONTHS = 6;

/** The same day `months` later; a day the month lacks (31 August + 6) becomes its last day (28 February). */
export function addMonths(date: string, months: number): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  const monthIndex = parsed.month - 1 + months;
  const lastDay = new Date(Date.UTC(parsed.year, monthIndex + 1, 0)).getUTCDate();
  return calendarDateOf(new Date(Date.UTC(parsed.year, monthIndex, Math.min(parsed.day, lastDay))));
}

/** The first day a natural death is covered. */
export function naturalDeathCoveredFrom(coverStart: string): string {
  return addMonths(coverStart, NATURAL_DEATH_WAITING_MONTHS);
}

/**
 * Why this death cannot be claimed for under the cover's dates, or null when it can: not before the cover
 * started, and for natural causes not within the waiting period. `today` bounds the date from above.
 */
export function claimDateProblem(
  cause: ClaimCause,
  coverStart: string,
  dateOfDeath: string,
  today: string,
): string | null {
  if (dateOfDeath > today) return CLAIM_MESSAGES.dateOfDeathFuture;
  if (dateOfDeath < coverStart) return CLAIM_MESSAGES.beforeCover(coverStart);
  const coveredFrom = naturalDeathCoveredFrom(coverStart);
  if (cause === 'natural' && dateOfDeath < coveredFrom)
    return CLAIM_MESSAGES.waitingPeriod(coverStart, coveredFrom);
  return null;
}

/** A NUBAN (Nigeria Uniform Bank Account Number): ten digits. Spaces and dashes typed between them are dropped. */
export function normaliseAccountNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function isNubanFormat(text: string): boolean {
  return /^\d{10}$/.test(normaliseAccountNumber(text));
}

export const CLAIM_MESSAGES = {
  person: 'Choose who died',
  dateOfDeath: 'Enter the date of death',
  dateOfDeathInvalid: 'Enter a real date, for example 2026-03-14',
  dateOfDeathFuture: 'The date of death cannot be in the future',
  beforeCover: (coverStart: string) =>
    `The date of death is before the cover started on ${formatCalendarDate(coverStart)}`,
  waitingPeriod: (coverStart: string, coveredFrom: string) =>
    `A death from natural causes is covered after a waiting period of ${NATURAL_DEATH_WAITING_MONTHS} months from the start of cover (${formatCalendarDate(coverStart)}): from ${formatCalendarDate(coveredFrom)}. A death by accident is covered from the first day.`,
  cause: 'Choose the cause of death',
  bankName: 'Enter the name of the bank',
  accountNumber: 'Enter the 10-digit account number (NUBAN)',
  accountNumberFormat: 'A Nigerian account number (NUBAN) has exactly 10 digits',
  accountName: 'Enter the name on the account',
  document: 'Upload the death certificate or burial permit',
  documentType: 'The document must be a PDF, JPEG, PNG or WebP file',
  documentTooLarge: 'The document must be 10 MB or smaller',
  notActive: 'Claims can be made only on an approved funeral plan',
  alreadyOpen: 'A claim for this person is already open',
  notFound: 'Claim not found',
  linkInvalid: 'This claim link is not valid or has expired. Ask the plan holder to send a new one.',
  beneficiaryEmail: 'Enter the beneficiary’s email address',
  rejectionReason: 'Give the reason for rejecting the claim',
} as const;
