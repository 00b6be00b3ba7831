import { useWatch } from 'react-hook-form';
import { Field } from '@/web/components/forms/field';
import { RadioField, type RadioOption } from '@/web/components/forms/radio-field';
import { Input } from '@/web/components/ui/input';
import type { ClaimContactFormValues } from './claim-contact-values';

type WithContact = { claimContact: ClaimContactFormValues };
type ContactField = keyof ClaimContactFormValues;

export const CLAIM_CONTACT_HINT =
  'If you die, this person can report your death and make a claim. Give a phone number or an email address where we can reach them. For the beneficiary, leave both empty to use their phone number.';

function ContactInput({
  field,
  label,
  type = 'text',
  required = false,
}: {
  field: Exclude<ContactField, 'who'>;
  label: string;
  type?: 'text' | 'tel' | 'email';
  required?: boolean;
}) {
  return (
    <Field<WithContact> name={`claimContact.${field}`} label={label} required={required}>
      {(control) => <Input type={type} autoComplete="off" {...control} />}
    </Field>
  );
}

/**
 * Who may start a claim if the holder dies (docs/decisions/067): the beneficiary or someone else, and the phone
 * and/or email the one-time code goes to. Used by the application form and by the application page's editor.
 */
export function ClaimContactFields({ options }: { options: readonly RadioOption[] }) {
  const who = useWatch<WithContact, 'claimContact.who'>({ name: 'claimContact.who' });
  return (
    <div className="flex flex-col gap-4">
      <RadioField<WithContact>
        name="claimContact.who"
        legend="Claim contact"
        options={options}
        optionIdPrefix="claim-contact"
        layout="column"
      />
      {(who === 'beneficiary' || who === 'other') && (
        <div className="grid gap-4 sm:grid-cols-2">
          {who === 'other' && (
            <>
              <ContactInput field="firstName" label="First Name" required />
              <ContactInput field="lastName" label="Last Name" required />
            </>
          )}
          <ContactInput field="phoneNumber" label="Phone Number" type="tel" />
          <ContactInput field="email" label="Email" type="email" />
        </div>
      )}
    </div>
  );
}
