import { z } from 'zod';
import { textField } from '../accounts/text-field';
import { ageOn, calendarDateOf, isCalendarDate } from '../calendar-date';
import { internationalPhone } from '../phone-number';
import { ClaimContactSchema } from './claim-contact';
import {
  CHILD_MAX_AGE_EXCLUSIVE,
  COVER_RULES,
  COVERED_MAX_AGE,
  PRINCIPAL_MIN_AGE,
} from './funeral-cover-rules';
import type { FuneralPlanType } from './funeral-plan';

export const FUNERAL_MESSAGES = {
  required: 'Please fill in all required fields',
  email: 'Invalid email address',
  dateOfBirth: 'Please enter a valid date of birth',
  principalAge: `The principal member must be at least ${PRINCIPAL_MIN_AGE}`,
  childAge: `Children must be under ${CHILD_MAX_AGE_EXCLUSIVE}`,
  coveredAge: `People covered must be ${COVERED_MAX_AGE} or younger`,
  tooManyChildren: (max: number) =>
    max === 0 ? 'This plan does not cover children' : `This plan covers up to ${max} children`,
  spouseRequired: 'The Family Plan covers a couple: please add your spouse',
  spouseNotAllowed: 'This plan does not cover a spouse',
  othersRequired: (min: number) =>
    min === 1 ? 'Please name the person to be covered' : `Please name at least ${min} people`,
  tooManyOthers: (max: number) =>
    max === 0 ? 'This plan does not cover other people' : `This plan covers up to ${max} named people`,
  signedOut: 'Please log in to apply for a funeral plan.',
  planNotFound: 'Funeral plan not found',
} as const;

/**
 * Each empty field's own message, shown beside it: 'your' for the principal member, who fills the form in, 'their'
 * for everyone else. The spec's one line for all of them (FUNERAL_MESSAGES.required) heads the error summary.
 */
export const FUNERAL_MISSING = {
  yourFirstName: 'Enter your first name',
  yourLastName: 'Enter your last name',
  yourDateOfBirth: 'Enter your date of birth',
  yourEmail: 'Enter your email address',
  yourPhoneNumber: 'Enter your phone number',
  yourAddress: 'Enter your address',
  firstName: 'Enter their first name',
  lastName: 'Enter their last name',
  dateOfBirth: 'Enter their date of birth',
  phoneNumber: 'Enter their phone number',
  relationship: 'Choose how they are related to you',
} as const;

export function isMissingFuneralField(message: string): boolean {
  return (Object.values(FUNERAL_MISSING) as string[]).includes(message);
}

const required = (max: number, message: string) => textField(max).pipe(z.string().min(1, message));
const birthDate = (message: string) =>
  required(10, message).refine(
    (value) => isCalendarDate(value) && value <= calendarDateOf(new Date()),
    FUNERAL_MESSAGES.dateOfBirth,
  );
/** A number typed with its country code loses the trunk 0 after it ('+234 0803…' → '+234803…'); others stay. */
const phone = (message: string) =>
  required(32, message)
    .refine((value) => /\d/.test(value), message)
    .transform((value) => internationalPhone(value, null));

const CoveredPersonSchema = z.object({
  firstName: required(100, FUNERAL_MISSING.firstName),
  lastName: required(100, FUNERAL_MISSING.lastName),
  dateOfBirth: birthDate(FUNERAL_MISSING.dateOfBirth),
});

export const OTHER_RELATIONSHIPS = [
  'parent',
  'parent_in_law',
  'sibling',
  'grandparent',
  'child',
  'other',
] as const;
export const BENEFICIARY_RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;

export const FuneralApplicationSchema = z.object({
  planId: z.uuid(FUNERAL_MESSAGES.planNotFound),
  principal: z.object({
    firstName: required(100, FUNERAL_MISSING.yourFirstName),
    lastName: required(100, FUNERAL_MISSING.yourLastName),
    dateOfBirth: birthDate(FUNERAL_MISSING.yourDateOfBirth),
    email: required(254, FUNERAL_MISSING.yourEmail).pipe(z.email(FUNERAL_MESSAGES.email)),
    phoneNumber: phone(FUNERAL_MISSING.yourPhoneNumber),
    address: required(500, FUNERAL_MISSING.yourAddress),
  }),
  spouse: CoveredPersonSchema.nullable().default(null),
  children: z.array(CoveredPersonSchema).max(10).default([]),
  others: z
    .array(
      CoveredPersonSchema.extend({
        relationship: z.enum(OTHER_RELATIONSHIPS, { error: FUNERAL_MISSING.relationship }),
      }),
    )
    .max(10)
    .default([]),
  beneficiary: z.object({
    firstName: required(100, FUNERAL_MISSING.firstName),
    lastName: required(100, FUNERAL_MISSING.lastName),
    relationship: z.enum(BENEFICIARY_RELATIONSHIPS, { error: FUNERAL_MISSING.relationship }),
    phoneNumber: phone(FUNERAL_MISSING.phoneNumber),
  }),
  /** Who may start a claim if the holder dies (docs/decisions/067); can also be named later. */
  claimContact: ClaimContactSchema.nullable().default(null),
});
export type FuneralApplication = z.output<typeof FuneralApplicationSchema>;
export type FuneralApplicationInput = z.input<typeof FuneralApplicationSchema>;

/**
 * What the browser sends: the application plus an idempotency key chosen once per form, so a double-submitted
 * or retried request creates one application. No amounts: the server takes them from the plan.
 */
export const CreateFuneralApplicationSchema = FuneralApplicationSchema.extend({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid idempotency key'),
});
export type CreateFuneralApplication = z.output<typeof CreateFuneralApplicationSchema>;
export type CreateFuneralApplicationInput = z.input<typeof CreateFuneralApplicationSchema>;

export interface CoverProblem {
  path: Array<string | number>;
  message: string;
}

/**
 * The plan type's rules on who may be covered, checked on `today` ('YYYY-MM-DD'). Pure: the server runs it with
 * the plan it loaded, the browser with the plan it shows.
 */
export function coverProblems(
  planType: FuneralPlanType,
  application: FuneralApplication,
  today: string,
): CoverProblem[] {
  const rule = COVER_RULES[planType];
  const problems: CoverProblem[] = [];
  const age = (dateOfBirth: string) => ageOn(dateOfBirth, today);

  const principalAge = age(application.principal.dateOfBirth);
  if (principalAge < PRINCIPAL_MIN_AGE)
    problems.push({ path: ['principal', 'dateOfBirth'], message: FUNERAL_MESSAGES.principalAge });
  if (principalAge > COVERED_MAX_AGE)
    problems.push({ path: ['principal', 'dateOfBirth'], message: FUNERAL_MESSAGES.coveredAge });
  if (rule.spouse === 'required' && !application.spouse)
    problems.push({ path: ['spouse'], message: FUNERAL_MESSAGES.spouseRequired });
  if (rule.spouse === 'none' && application.spouse)
    problems.push({ path: ['spouse'], message: FUNERAL_MESSAGES.spouseNotAllowed });
  // A surplus person is reported on the first one past the limit, so the message lands on a card.
  if (application.children.length > rule.maxChildren)
    problems.push({
      path: ['children', rule.maxChildren],
      message: FUNERAL_MESSAGES.tooManyChildren(rule.maxChildren),
    });
  application.children.forEach((child, index) => {
    if (age(child.dateOfBirth) >= CHILD_MAX_AGE_EXCLUSIVE)
      problems.push({ path: ['children', index, 'dateOfBirth'], message: FUNERAL_MESSAGES.childAge });
  });
  if (application.others.length < rule.minOthers)
    problems.push({ path: ['others'], message: FUNERAL_MESSAGES.othersRequired(rule.minOthers) });
  if (application.others.length > rule.maxOthers)
    problems.push({
      path: ['others', rule.maxOthers],
      message: FUNERAL_MESSAGES.tooManyOthers(rule.maxOthers),
    });
  const adults = [
    ...(application.spouse ? [{ path: ['spouse', 'dateOfBirth'], person: application.spouse }] : []),
    ...application.others.map((person, index) => ({ path: ['others', index, 'dateOfBirth'], person })),
  ];
  for (const { path, person } of adults)
    if (age(person.dateOfBirth) > COVERED_MAX_AGE)
      problems.push({ path, message: FUNERAL_MESSAGES.coveredAge });
  return problems;
}
