import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@/domain/funeral/funeral-claim-rules';
import {
  UnderwriterClaimStepSchema,
  type UnderwriterClaimDetail,
  type UnderwriterClaimStep,
} from '@/domain/funeral/underwriter-claims';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { SectionCard } from '@/web/components/ui/section-card';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useSettleClaim } from '../api/underwriter-claims';

const ACTION: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  documents_checked: 'Mark documents checked',
  approved: 'Approve the claim',
  paid: 'Mark as paid',
  rejected: 'Reject the claim',
};

type PayValues = { status: 'paid'; payoutReference: string };
type RejectValues = { status: 'rejected'; reason: string };

/**
 * The claim's next allowed step, as the server gives it (and checks again): the steps that need nothing, the payout
 * reference to mark it paid, the reason to reject it. The claimant is told of each step.
 */
export function ClaimStepForm({
  organisationId,
  detail,
}: {
  organisationId: string;
  detail: UnderwriterClaimDetail;
}) {
  const settle = useSettleClaim(organisationId, detail.claim.id);
  const payment = useForm<PayValues, unknown, UnderwriterClaimStep>({
    resolver: schemaResolver<PayValues, UnderwriterClaimStep>(UnderwriterClaimStepSchema),
    defaultValues: { status: 'paid', payoutReference: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const rejection = useForm<RejectValues, unknown, UnderwriterClaimStep>({
    resolver: schemaResolver<RejectValues, UnderwriterClaimStep>(UnderwriterClaimStepSchema),
    defaultValues: { status: 'rejected', reason: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const [refusal, setRefusal] = useState<string>();
  const plain = detail.nextStatuses.filter((status) => status !== 'rejected' && status !== 'paid');
  const canPay = detail.nextStatuses.includes('paid');
  const canReject = detail.nextStatuses.includes('rejected');

  const move = async (step: UnderwriterClaimStep) => {
    setRefusal(undefined);
    try {
      await settle.mutateAsync(step);
      toast.success(`Claim ${CLAIM_STATUS_LABELS[step.status].toLowerCase()}`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.payoutReference)
        payment.setError('payoutReference', { type: 'server', message: fields.payoutReference });
      else if (fields.reason) rejection.setError('reason', { type: 'server', message: fields.reason });
      else setRefusal(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <SectionCard title="Next step" description="The claimant is told in the app and by email.">
      {detail.nextStatuses.length === 0 ? (
        <p className="text-ink-muted">This claim is settled: its status cannot change any more.</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="alert" className="font-medium text-danger-700 empty:hidden">
            {refusal}
          </p>
          {plain.map((status) => (
            <Button
              key={status}
              className="w-fit whitespace-normal"
              disabled={settle.isPending}
              onClick={() => void move({ status, reason: undefined, payoutReference: undefined })}
            >
              {ACTION[status]}
            </Button>
          ))}
          {canPay && (
            <FormProvider {...payment}>
              <form onSubmit={payment.handleSubmit(move)} noValidate className="flex flex-col gap-3">
                <Field<PayValues>
                  name="payoutReference"
                  label="Payout reference"
                  hint="The reference of the transfer to the claimant's account, as your bank gives it"
                  required
                >
                  {(control) => <Input autoComplete="off" maxLength={40} {...control} />}
                </Field>
                <Button type="submit" className="w-fit" disabled={settle.isPending}>
                  {ACTION.paid}
                </Button>
              </form>
            </FormProvider>
          )}
          {canReject && (
            <FormProvider {...rejection}>
              <form
                onSubmit={rejection.handleSubmit(move)}
                noValidate
                className="flex flex-col gap-3 border-t border-line pt-4"
              >
                <Field<RejectValues>
                  name="reason"
                  label="Reason for rejecting (the claimant reads it)"
                  required
                >
                  {(control) => <Textarea maxLength={500} {...control} />}
                </Field>
                <Button type="submit" variant="outline" className="w-fit" disabled={settle.isPending}>
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
