import { z } from 'zod';
import { DisplayCurrencySchema } from '../fx/currencies';
import { textField } from '../accounts/text-field';
import { calendarDateOf, isCalendarDate } from '../calendar-date';
import { ALLY_PLAN_TYPES } from '../catalogue/types';
import { dialledLength, splitPhone } from '../phone-number';
import { isCountryCode } from './country-codes';
import { DEFAULT_LANGUAGE, LanguageSchema, type Language } from '../languages';
import { isNigerianMobile } from './relative-proof';

export const ORDER_MESSAGES = {
  beneficiaryRequired: 'Please fill in all required fields for all beneficiaries',
  email: 'Invalid email address',
  dateOfBirth: 'Please enter a valid date of birth',
  countryCode: 'Country code is required',
  terms: 'Please accept the terms and conditions to proceed',
  missingInformation: 'Missing required information',
  failed: 'Failed to create order. Please try again.',
  tooManyBeneficiaries: 'An order can cover at most 20 beneficiaries',
} as const;

/**
 * Each beneficiary field's own message, shown beside it; the spec's one line for all of them
 * (ORDER_MESSAGES.beneficiaryRequired) heads the form's error summary and its toast.
 */
export const BENEFICIARY_MESSAGES = {
  firstName: 'Enter their first name',
  lastName: 'Enter their last name',
  email: 'Enter their email address',
  phoneNumber: 'Enter their phone number',
  /** The invitation and its code go to this number by SMS (docs/decisions/049). */
  nigerianMobile: 'Enter their Nigerian mobile number, like 0803 123 4567',
  notYourOwn: 'Enter their own mobile number, not yours: the invitation and its code go to this number',
  dateOfBirth: 'Enter their date of birth',
  address: 'Enter their address',
  relationship: 'Choose how they are related to you',
} as const;

export const PAYER_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Invalid email address',
  countryCode: 'Country code is required',
  phoneNumber: 'Phone number must be at least 10 digits',
  dateOfBirth: 'Date of birth is required',
  address: 'Address must be at least 5 characters',
  relationship: 'Relationship is required',
  contactMethod: 'Preferred contact method is required',
  saved: 'Payer information saved successfully',
} as const;

export const BENEFICIARY_RELATIONSHIPS = ['self', 'spouse', 'child', 'parent', 'other'] as const;
/** The spec's list with 'Child' after 'Parent': a sponsor paying for their parents is the commonest case (decision 030). */
export const PAYER_RELATIONSHIPS = [
  'self',
  'parent',
  'child',
  'spouse',
  'sibling',
  'employer',
  'other',
] as const;
export const CONTACT_METHODS = ['email', 'phone', 'whatsapp'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export const MAX_BENEFICIARIES = 20;

/** A date of birth: a real calendar date, not after today (UTC). */
function pastDate(message: string) {
  return z.string().refine((value) => isCalendarDate(value) && value <= calendarDateOf(new Date()), message);
}

function required(maxLength: number, message: string) {
  return textField(maxLength).pipe(z.string().min(1, message));
}

/** One of a fixed list, read as text so an empty form value reports the spec's message, not a type error. */
function oneOf<const T extends readonly string[]>(values: T, message: string) {
  return textField(40)
    .refine((value) => values.includes(value), message)
    .transform((value) => value as T[number]);
}

/**
 * The phone stored as its country code and national number ('+234', '8031234567') however it was typed: the trunk
 * 0 dropped, a code typed into the number taken as the number's own. A typed code the forms do not offer leaves the
 * number as it was, under the code chosen.
 */
function withStoredPhone<Person extends { countryCode: string; phoneNumber: string }>(
  person: Person,
): Person {
  const split = splitPhone(person.countryCode, person.phoneNumber);
  if (!isCountryCode(split.countryCode)) return person;
  return { ...person, countryCode: split.countryCode, phoneNumber: split.nationalNumber };
}

/**
 * A beneficiary's phone is her own Nigerian mobile (docs/decisions/049): her invitation and the code that opens her
 * page are texted there. Checked once the number is stored, and only when it has digits (else its own message).
 */
function nigerianMobileOnly(
  person: { countryCode: string; phoneNumber: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (!/\d/.test(person.phoneNumber) || isNigerianMobile(person.countryCode, person.phoneNumber)) return;
  ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: BENEFICIARY_MESSAGES.nigerianMobile });
}

const M = BENEFICIARY_MESSAGES;

// The fields a beneficiary can later confirm or correct on their own page (docs/decisions/041), with the rules
// checkout holds them to.
const contactFields = {
  phoneNumber: required(32, M.phoneNumber).refine((phone) => /\d/.test(phone), M.phoneNumber),
  address: required(500, M.address),
  countryCode: textField(5).refine(isCountryCode, ORDER_MESSAGES.countryCode),
};

export const BeneficiarySchema = z
  .object({
    firstName: required(100, M.firstName),
    lastName: required(100, M.lastName),
    email: required(254, M.email).pipe(z.email(ORDER_MESSAGES.email)),
    phoneNumber: contactFields.phoneNumber,
    dateOfBirth: required(10, M.dateOfBirth).pipe(pastDate(ORDER_MESSAGES.dateOfBirth)),
    address: contactFields.address,
    countryCode: contactFields.countryCode,
    relationship: oneOf(BENEFICIARY_RELATIONSHIPS, M.relationship),
    /** The language her page, SMS and mail speak (docs/decisions/069); English when not given. */
    language: LanguageSchema.default(DEFAULT_LANGUAGE),
  })
  .transform(withStoredPhone)
  .superRefine(nigerianMobileOnly);
export type Beneficiary = z.output<typeof BeneficiarySchema>;
export type BeneficiaryInput = { [K in Exclude<keyof Beneficiary, 'language'>]: string } & {
  language?: Language;
};

/** A beneficiary's phone and address as they confirm or correct them, under checkout's rules and messages. */
export const BeneficiaryContactSchema = z
  .object(contactFields)
  .transform(withStoredPhone)
  .superRefine(nigerianMobileOnly);
export type BeneficiaryContact = z.output<typeof BeneficiaryContactSchema>;

// The spec's 'at least 10 digits' counts the number as dialled at home, so '0712 345 678' and '+254 712 345 678'
// both pass, and a stored number (without its 0) passes again when the order is sent.
const longEnough = (phone: string) => dialledLength(splitPhone('', phone)) >= 10;

export const PayerSchema = z
  .object({
    firstName: textField(100).pipe(z.string().min(2, PAYER_MESSAGES.firstName)),
    lastName: textField(100).pipe(z.string().min(2, PAYER_MESSAGES.lastName)),
    email: textField(254).pipe(z.email(PAYER_MESSAGES.email)),
    countryCode: textField(5).refine(isCountryCode, PAYER_MESSAGES.countryCode),
    phoneNumber: textField(32).refine(longEnough, PAYER_MESSAGES.phoneNumber),
    dateOfBirth: required(10, PAYER_MESSAGES.dateOfBirth).pipe(pastDate(ORDER_MESSAGES.dateOfBirth)),
    address: textField(500).pipe(z.string().min(5, PAYER_MESSAGES.address)),
    relationship: oneOf(PAYER_RELATIONSHIPS, PAYER_MESSAGES.relationship),
    contactMethod: oneOf(CONTACT_METHODS, PAYER_MESSAGES.contactMethod),
    companyName: textField(200),
  })
  .transform(withStoredPhone);
export type Payer = z.output<typeof PayerSchema>;
export type PayerInput = { [K in keyof Payer]: string };

/**
 * What the browser sends to place an order. It carries no amounts: the server prices the order from the catalogue
 * (DECISIONS 14). A null payer means the user chose 'Skip' and pays themselves.
 */
export const CreateOrderSchema = z.object({
  planId: textField(100).pipe(z.string().min(1, ORDER_MESSAGES.missingInformation)),
  planType: z
    .enum(ALLY_PLAN_TYPES)
    .nullish()
    .transform((type) => type ?? null),
  beneficiaries: z
    .array(BeneficiarySchema, { error: ORDER_MESSAGES.missingInformation })
    .min(1, ORDER_MESSAGES.missingInformation)
    .max(MAX_BENEFICIARIES, ORDER_MESSAGES.tooManyBeneficiaries),
  payer: PayerSchema.nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).default('bank_transfer'),
  /**
   * The currency the buyer sees prices in, for the order's quote (docs/decisions/047): a choice, never an amount
   * or a rate, which the server finds itself. Absent: no quote (the web sends the visitor's choice, else the
   * profile's preferred currency).
   */
  displayCurrency: DisplayCurrencySchema.optional(),
  termsAccepted: z.literal(true, { error: ORDER_MESSAGES.terms }),
  /**
   * The order whose cover this one renews (docs/decisions/039): the server checks it is the buyer's and can be
   * renewed, and starts the new cover the day after it ends.
   */
  renewsOrderId: textField(100)
    .nullish()
    .transform((id) => id || null),
  /** Chosen once per checkout by the browser, so a retried or double-clicked submission places one order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid idempotency key'),
});
export type CreateOrder = z.output<typeof CreateOrderSchema>;
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
