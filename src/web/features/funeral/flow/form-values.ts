import {
  FuneralApplicationSchema,
  type BENEFICIARY_RELATIONSHIPS,
  type FuneralApplication,
  type OTHER_RELATIONSHIPS,
} from '@/domain/funeral/funeral-application.schema';
import { profilePhoneText } from '@/domain/accounts/profile.schema';
import type { CoverRule } from '@/domain/funeral/funeral-cover-rules';
import type { Me } from '@/web/api/me';
import {
  ClaimContactChoiceSchema,
  claimContactFormValues,
  type ClaimContactFormValues,
} from '@/web/components/claim-contact/claim-contact-values';

export interface PersonValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}
export type OtherValues = PersonValues & { relationship: string };

/** The form's own values: text as typed, a spouse only when one is added. */
export interface FuneralFormValues {
  principal: PersonValues & { email: string; phoneNumber: string; address: string };
  spouse: PersonValues | null;
  children: PersonValues[];
  others: OtherValues[];
  beneficiary: { firstName: string; lastName: string; relationship: string; phoneNumber: string };
  claimContact: ClaimContactFormValues;
}
export type FuneralFormOutput = Omit<FuneralApplication, 'planId'>;

/** The domain schema without the plan, which the page knows; the server checks the same schema whole. */
export const FuneralFormSchema = FuneralApplicationSchema.omit({ planId: true }).extend({
  claimContact: ClaimContactChoiceSchema,
});

export const emptyPerson = (): PersonValues => ({ firstName: '', lastName: '', dateOfBirth: '' });
export const emptyOther = (): OtherValues => ({ ...emptyPerson(), relationship: '' });

/** Starts from what the account knows (names, email, phone) and the people the plan type needs. */
export function funeralFormDefaults(me: Me | null | undefined, rule: CoverRule): FuneralFormValues {
  const profile = me?.profile;
  return {
    principal: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      dateOfBirth: '',
      email: me?.user.email ?? '',
      phoneNumber: profile ? profilePhoneText(profile) : '',
      address: '',
    },
    spouse: rule.spouse === 'required' ? emptyPerson() : null,
    children: [],
    others: Array.from({ length: rule.minOthers }, emptyOther),
    beneficiary: { firstName: '', lastName: '', relationship: '', phoneNumber: '' },
    // The beneficiary, reached at their phone number unless another is given (docs/decisions/067).
    claimContact: claimContactFormValues(null, 'beneficiary'),
  };
}

const label = (value: string) => {
  const words = value.replaceAll('_', ' ').replace(' in law', '-in-law');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
export const relationshipOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: label(value) }));

export type OtherRelationship = (typeof OTHER_RELATIONSHIPS)[number];
export type BeneficiaryRelationship = (typeof BENEFICIARY_RELATIONSHIPS)[number];

/** A key per form: a double-submitted or retried application is created once on the server. */
export function newIdempotencyKey(): string {
  // getRandomValues works on plain http too, where crypto.randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
