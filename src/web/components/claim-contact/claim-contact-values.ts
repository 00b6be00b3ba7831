import { z } from 'zod';
import { ClaimContactSchema, type ClaimContactView } from '@/domain/funeral/claim-contact';

/** The claim contact as the forms hold it: text as typed; 'later' (the application form only) names nobody yet. */
export interface ClaimContactFormValues {
  who: '' | 'beneficiary' | 'other' | 'later';
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

export const BENEFICIARY_OR_OTHER = [
  { value: 'beneficiary', label: 'The nominated beneficiary' },
  { value: 'other', label: 'Someone else' },
] as const;
export const CONTACT_CHOICES_ON_APPLYING = [
  ...BENEFICIARY_OR_OTHER,
  { value: 'later', label: 'I will name someone later' },
] as const;

/** The domain's schema, with 'later' read as no contact: the server checks the same schema. */
export const ClaimContactChoiceSchema = z.preprocess(
  (value) => ((value as { who?: unknown } | null)?.who === 'later' ? null : value),
  ClaimContactSchema.nullable(),
);

export function claimContactFormValues(
  contact: ClaimContactView | null,
  empty: ClaimContactFormValues['who'] = '',
): ClaimContactFormValues {
  return {
    who: contact?.who ?? empty,
    firstName: contact?.who === 'other' ? contact.firstName : '',
    lastName: contact?.who === 'other' ? contact.lastName : '',
    phoneNumber: contact?.phoneNumber ?? '',
    email: contact?.email ?? '',
  };
}
