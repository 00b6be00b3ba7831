import { useState, type FormEvent } from 'react';
import { CLAIM_MESSAGES, CLAIM_STATUS_LABELS, type ClaimStatus } from '@/domain/funeral/funeral-claim-rules';
import type { AdminClaimDetail } from '@/domain/funeral/funeral-claim-admin';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { SectionCard } from '@/web/components/ui/section-card';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { useChangeClaimStatus } from '../api/admin-claims';

const ACTION: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  documents_checked: 'Mark documents checked',
  approved: 'Approve the claim',
  paid: 'Mark as paid',
  rejected: 'Reject the claim',
};

/** The next step of a claim (the server checks the rule again); the claimant is told of each step. */
export function ClaimStatusForm({ detail }: { detail: AdminClaimDetail }) {
  const change = useChangeClaimStatus(detail.claim.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const forward = detail.nextStatuses.filter((status) => status !== 'rejected');
  const canReject = detail.nextStatuses.includes('rejected');

  const move = async (status: ClaimStatus, why?: string) => {
    setRefusal(undefined);
    try {
      await change.mutateAsync({ status, reason: why });
      setReason('');
      toast.success(`Claim ${CLAIM_STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.reason) setReasonError(fields.reason);
      else setRefusal(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setReasonError(CLAIM_MESSAGES.rejectionReason);
    setReasonError(undefined);
    void move('rejected', reason.trim());
  };

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
            <form onSubmit={reject} noValidate className="flex flex-col gap-3 border-t border-line pt-4">
              <FormField id="reason" label="Reason for rejecting (the claimant reads it)" error={reasonError}>
                <Textarea
                  maxLength={500}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  {...fieldA11y('reason', reasonError)}
                />
              </FormField>
              <Button type="submit" variant="outline" className="w-fit" disabled={change.isPending}>
                {ACTION.rejected}
              </Button>
            </form>
          )}
        </div>
      )}
    </SectionCard>
  );
}
