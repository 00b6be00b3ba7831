import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CLAIM_LINK_AFTER_CLAIM } from '@/domain/funeral/claim-link-life';
import { ClaimLinkRequestSchema, type ClaimLinkRequest } from '@/domain/funeral/funeral-claim.schema';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { applyRefusalOn } from '@/web/lib/form-errors';
import { formatDate } from '@/web/lib/format-date';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useSendClaimLink } from '../../api/funeral-claims';

type Values = { email: string };

/** The holder mails the nominated beneficiary a link to report a death without an account (decision 045). */
export function ClaimLinkForm({
  applicationId,
  beneficiaryName,
}: {
  applicationId: string;
  beneficiaryName: string;
}) {
  const send = useSendClaimLink(applicationId);
  const [sent, setSent] = useState<{ sentTo: string; expiresAt: string }>();
  const form = useForm<Values, unknown, ClaimLinkRequest>({
    resolver: schemaResolver<Values, ClaimLinkRequest>(ClaimLinkRequestSchema),
    defaultValues: { email: '' },
    ...CHECKED_ON_SUBMIT,
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      setSent(await send.mutateAsync(email));
    } catch (refusal) {
      applyRefusalOn(refusal, form.setError, 'email');
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Send the claim link">
        <p className="text-ink">
          {beneficiaryName} can report a death without an account, through a link we mail them. A new link
          replaces the one sent before.
        </p>
        <Field<Values> name="email" id="beneficiaryEmail" label={`${beneficiaryName}'s email address`}>
          {(control) => <Input type="email" autoComplete="off" {...control} />}
        </Field>
        <Button type="submit" variant="outline" className="w-fit whitespace-normal" disabled={send.isPending}>
          Send the claim link
        </Button>
        <p role="status" className="wrap-anywhere text-ink empty:hidden">
          {sent &&
            `Sent to ${sent.sentTo}. It works until ${formatDate(sent.expiresAt.slice(0, 10))}. ${CLAIM_LINK_AFTER_CLAIM}`}
        </p>
      </form>
    </FormProvider>
  );
}
