import { useForm } from 'react-hook-form';
import {
  InvitePartnerUserSchema,
  PARTNER_ROLE_LABELS,
  PARTNER_ROLES,
  type InvitePartnerUser,
} from '@/domain/partners/partner';
import { SummarisedForm } from '@/web/components/forms/summarised-form';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input, controlClasses } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { cn } from '@/web/lib/cn';
import { applyServerErrors } from '@/web/lib/form-errors';
import { ApiError } from '@/web/lib/api-client';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useInvitePartnerUser } from '../api/partner-organisation';

type Values = { email: string; role: InvitePartnerUser['role'] };
const idOf = (name: string) => `invite-${name}`;

/** A manager (or an admin acting for the partner) invites one person by e-mail; the link works once, for 7 days. */
export function InviteForm({ organisationId }: { organisationId: string }) {
  const invite = useInvitePartnerUser(organisationId);
  const form = useForm<Values, unknown, InvitePartnerUser>({
    resolver: schemaResolver<Values, InvitePartnerUser>(InvitePartnerUserSchema),
    defaultValues: { email: '', role: 'staff' },
    shouldFocusError: false,
  });
  const submit = (values: InvitePartnerUser) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        form.reset();
        toast.success('Invitation sent', { description: `We e-mailed a link to ${invitation.email}` });
      },
      onError: (error) => {
        const message = applyServerErrors(error, form.setError);
        if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) toast.error(message);
      },
    });
  return (
    <SummarisedForm
      form={form}
      onSubmit={submit}
      title={{ id: 'invite-title', text: 'Invite a person' }}
      legend="New person"
      idOf={idOf}
      busy={invite.isPending}
    >
      <Field<Values> name="email" id={idOf('email')} label="Email address" required>
        {(control) => <Input {...control} type="email" autoComplete="off" />}
      </Field>
      <Field<Values>
        name="role"
        id={idOf('role')}
        label="Role"
        hint="Managers can invite people; staff see the organisation's work"
      >
        {(control) => (
          <select {...control} className={cn(controlClasses, 'min-h-11 py-2')}>
            {PARTNER_ROLES.map((role) => (
              <option key={role} value={role}>
                {PARTNER_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" className="self-start">
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </SummarisedForm>
  );
}
