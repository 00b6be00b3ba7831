import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ClaimContactSchema, type ClaimContact, type ClaimContactView } from '@/domain/funeral/claim-contact';
import type { FuneralApplicationDetailView } from '@/domain/funeral/funeral-application-detail';
import { Button } from '@/web/components/ui/button';
import { FactList } from '@/web/components/ui/fact-list';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { applyServerErrors } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { ClaimContactFields, CLAIM_CONTACT_HINT } from '@/web/components/claim-contact/claim-contact-fields';
import {
  BENEFICIARY_OR_OTHER,
  claimContactFormValues,
  type ClaimContactFormValues,
} from '@/web/components/claim-contact/claim-contact-values';
import { useSetClaimContact } from '../api/funeral-claims';

type Values = { claimContact: ClaimContactFormValues };
type Output = { claimContact: ClaimContact };
const EditSchema = z.object({ claimContact: ClaimContactSchema });
const EDITABLE = new Set(['pending', 'approved']);

function contactFacts(contact: ClaimContactView) {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return [
    { label: 'Name', value: contact.who === 'beneficiary' ? `${name} (the beneficiary)` : name },
    ...(contact.phoneNumber ? [{ label: 'Phone', value: contact.phoneNumber }] : []),
    ...(contact.email ? [{ label: 'Email', value: contact.email }] : []),
  ];
}

/** Who may claim if the holder dies, on the application's page, and the holder's way to name or replace them. */
export function ClaimContactSection({ application }: { application: FuneralApplicationDetailView }) {
  const contact = application.claimContact;
  const [editing, setEditing] = useState(false);
  const editable = EDITABLE.has(application.status);
  if (!contact && !editable) return null;
  return (
    <SectionCard title="Claim contact" contentClassName="flex flex-col gap-4">
      {!editing && (
        <>
          {contact ? (
            <FactList facts={contactFacts(contact)} />
          ) : (
            <p className="text-ink">Nobody is named yet to make a claim if you die.</p>
          )}
          {editable && (
            <Button variant="outline" className="w-fit" onClick={() => setEditing(true)}>
              {contact ? 'Change the claim contact' : 'Name a claim contact'}
            </Button>
          )}
        </>
      )}
      {editing && (
        <ClaimContactEditor
          applicationId={application.id}
          contact={contact}
          onDone={() => setEditing(false)}
        />
      )}
    </SectionCard>
  );
}

function ClaimContactEditor({
  applicationId,
  contact,
  onDone,
}: {
  applicationId: string;
  contact: ClaimContactView | null;
  onDone: () => void;
}) {
  const save = useSetClaimContact(applicationId);
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver<Values, Output>(EditSchema),
    defaultValues: { claimContact: claimContactFormValues(contact) },
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values.claimContact, {
      onSuccess: () => {
        toast.success('Claim contact saved.');
        onDone();
      },
      // The route's fields are the contact's own ('email'); the form holds them under claimContact.
      onError: (error) =>
        toast.error(
          applyServerErrors<ClaimContactFormValues>(error, (field, message) =>
            form.setError(`claimContact.${field}` as `claimContact.${keyof ClaimContactFormValues}`, message),
          ),
        ),
    }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Claim contact">
        <p className="text-ink-muted">{CLAIM_CONTACT_HINT}</p>
        <ClaimContactFields options={BENEFICIARY_OR_OTHER} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            Save
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
