import { useId, useState } from 'react';
import type { EnrolmentView } from '@/domain/partners/enrolment';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { useConfirmEnrolment, useRefuseEnrolment } from './enrolments-api';

/** The server's message for one field, else its general one: shown beside the field it concerns. */
const messageOf = (error: unknown, field: string) =>
  error instanceof ApiError
    ? (error.fields[field] ?? error.message)
    : 'Something went wrong. Please try again.';

/**
 * Confirm one enrolment with the provider's member ID, or refuse it with a reason: two small forms, each with its
 * label and its error tied to the field.
 */
export function EnrolmentDecision({
  organisationId,
  enrolment,
}: {
  organisationId: string;
  enrolment: EnrolmentView;
}) {
  const id = useId();
  const [memberId, setMemberId] = useState('');
  const [reason, setReason] = useState('');
  const [refusing, setRefusing] = useState(false);
  const confirm = useConfirmEnrolment(organisationId);
  const refuse = useRefuseEnrolment(organisationId);
  const name = `${enrolment.person.firstName} ${enrolment.person.lastName}`.trim();
  const confirmError = confirm.error ? messageOf(confirm.error, 'memberId') : undefined;
  const refuseError = refuse.error ? messageOf(refuse.error, 'reason') : undefined;

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate(
            { enrolmentId: enrolment.id, memberId },
            {
              onSuccess: () =>
                toast.success(`${name} confirmed`, { description: `Member ID ${memberId.trim()}` }),
            },
          );
        }}
      >
        <Label htmlFor={`${id}-member`}>Member ID for {name}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-member`}
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
            autoComplete="off"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${id}-member-error` : undefined}
            className="max-w-xs"
          />
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Confirming...' : 'Confirm enrolment'}
          </Button>
        </div>
        {confirmError && (
          <p id={`${id}-member-error`} className="text-danger-700">
            {confirmError}
          </p>
        )}
      </form>
      {!refusing ? (
        <Button variant="outline" className="self-start" onClick={() => setRefusing(true)}>
          Refuse enrolment
        </Button>
      ) : (
        <form
          className="flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            refuse.mutate(
              { enrolmentId: enrolment.id, reason },
              { onSuccess: () => toast.success(`${name}'s enrolment refused`) },
            );
          }}
        >
          <Label htmlFor={`${id}-reason`}>Why you refuse to enrol {name}</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={refuseError ? true : undefined}
            aria-describedby={refuseError ? `${id}-reason-error` : undefined}
          />
          {refuseError && (
            <p id={`${id}-reason-error`} className="text-danger-700">
              {refuseError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={refuse.isPending}>
              {refuse.isPending ? 'Refusing...' : 'Refuse enrolment'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRefusing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
