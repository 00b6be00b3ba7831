import { useState, type FormEvent } from 'react';
import { CLAIM_LINK_AFTER_CLAIM } from '@/domain/funeral/claim-link-life';
import { CLAIM_MESSAGES } from '@/domain/funeral/funeral-claim-rules';
import { ClaimLinkRequestSchema } from '@/domain/funeral/funeral-claim.schema';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { formatDate } from '@/web/lib/format-date';
import { useSendClaimLink } from '../../api/funeral-claims';

/** The holder mails the nominated beneficiary a link to report a death without an account (decision 045). */
export function ClaimLinkForm({
  applicationId,
  beneficiaryName,
}: {
  applicationId: string;
  beneficiaryName: string;
}) {
  const send = useSendClaimLink(applicationId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<{ sentTo: string; expiresAt: string }>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ClaimLinkRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? CLAIM_MESSAGES.beneficiaryEmail);
    setError(undefined);
    try {
      setSent(await send.mutateAsync(parsed.data.email));
    } catch (refusal) {
      setError(
        refusal instanceof ApiError ? (refusal.fields.email ?? refusal.message) : 'Something went wrong.',
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Send the claim link">
      <p className="text-ink">
        {beneficiaryName} can report a death without an account, through a link we mail them. A new link
        replaces the one sent before.
      </p>
      <FormField id="beneficiaryEmail" label={`${beneficiaryName}'s email address`} error={error}>
        <Input
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...fieldA11y('beneficiaryEmail', error)}
        />
      </FormField>
      <Button type="submit" variant="outline" className="w-fit whitespace-normal" disabled={send.isPending}>
        Send the claim link
      </Button>
      <p role="status" className="wrap-anywhere text-ink empty:hidden">
        {sent &&
          `Sent to ${sent.sentTo}. It works until ${formatDate(sent.expiresAt.slice(0, 10))}. ${CLAIM_LINK_AFTER_CLAIM}`}
      </p>
    </form>
  );
}
