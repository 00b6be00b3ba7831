import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@/domain/funeral/funeral-claim-rules';
import {
  ClaimStatusChangeSchema,
  type AdminClaimDetail,
  type ClaimStatusChange,
} from '@/domain/funeral/funeral-claim-admin';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useChangeClaimStatus } from '../api/admin-claims';

const ACTION: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  documents_checked: 'Mark documents checked',
  approved: 'Approve the claim',
  paid: 'Mark as paid',
  rejected: 'Reject the claim',
};

type RejectValues = { status: 'rejected'; reason: string };

/** The next step of a claim (the server checks the rule again); the claimant is told of each step. */
export function ClaimStatusForm({ detail }: { detail: AdminClaimDetail }) {
  const change = useChangeClaimStatus(detail.claim.id);
  // The rejection, checked as the server checks a status change: the reason is required to reject.
  const rejection = useForm<RejectValues, unknown, ClaimStatusChange>({
    resolver: schemaResolver<RejectValues, ClaimStatusChange>(ClaimStatusChangeSchema),
    defaultValues: { status: 'rejected', reason: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const [refusal, setRefusal] = useState<string>();
  const forward = detail.nextStatuses.filter((status) => status !== 'rejected');
  const canReject = detail.nextStatuses.includes('rejected');

  const move = async (status: ClaimStatus, why?: string) => {
    setRefusal(undefined);
    try {
      await change.mutateAsync({ status, reason: why });
      rejection.reset();
      toast.success(`Claim ${CLAIM_STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.reason) rejection.setError('reason', { type: 'server', message: fields.reason });
      else setRefusal(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  };
  const reject = rejection.handleSubmit(({ reason }) => move('rejected', reason));

  return (
    <SectionCard title="Next step" description="The claimant is told in the app and by email.">
      {detail.nextStatuses.length === 0 ? (
        <p className="text-ink-muted">This status is final: it cannot change any more.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="alert" className="font-medium text-danger-700 empty:hidden">
            {refusal}
          </p>
          {forward.map((status) => (
            <Button
              key={status}
              className="w-fit whitespace-normal"
              disabled={change.isPending}
              onClick={() => void move(status)}
            >
              {ACTION[status]}
            </Button>
          ))}
          {canReject && (
            <FormProvider {...rejection}>
              <form onSubmit={reject} noValidate className="flex flex-col gap-3 border-t border-line pt-4">
                <Field<RejectValues> name="reason" label="Reason for rejecting (the claimant reads it)">
                  {(control) => <Textarea maxLength={500} {...control} />}
                </Field>
                <Button type="submit" variant="outline" className="w-fit" disabled={change.isPending}>
                  {ACTION.rejected}
                </Button>
              </form>
            </FormProvider>
          )}
        </div>
      )}
    </SectionCard>
  );
}
