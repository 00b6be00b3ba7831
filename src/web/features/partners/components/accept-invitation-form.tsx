import { useForm } from 'react-hook-form';
import {
  AcceptPartnerInvitationSchema,
  type AcceptPartnerInvitation,
} from '@/domain/partners/partner-invitation';
import { SummarisedForm } from '@/web/components/forms/summarised-form';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { applyServerErrors } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useAcceptPartnerInvitation } from '../api/partner-invitation';

type Values = { name: string; password: string; confirmPassword: string };
const idOf = (name: string) => `accept-${name}`;

/** The person's name and a password of at least 12 characters; the server opens the account once. */
export function AcceptInvitationForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const accept = useAcceptPartnerInvitation(token);
  const form = useForm<Values, unknown, AcceptPartnerInvitation>({
    resolver: schemaResolver<Values, AcceptPartnerInvitation>(AcceptPartnerInvitationSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const submit = (values: AcceptPartnerInvitation) =>
    accept.mutate(values, {
      onSuccess: onAccepted,
      onError: (error) => {
        const message = applyServerErrors(error, form.setError);
        if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) toast.error(message);
      },
    });
  return (
    <SummarisedForm
      form={form}
      onSubmit={submit}
      label="Accept the invitation"
      legend="Your account"
      idOf={idOf}
      busy={accept.isPending}
    >
      <Field<Values> name="name" id={idOf('name')} label="Your name" required>
        {(control) => <Input {...control} autoComplete="name" />}
      </Field>
      <Field<Values>
        name="password"
        id={idOf('password')}
        label="Password"
        hint="At least 12 characters"
        required
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </Field>
      <Field<Values> name="confirmPassword" id={idOf('confirmPassword')} label="Confirm password" required>
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </Field>
      <Button type="submit">{accept.isPending ? 'Opening your account...' : 'Accept and continue'}</Button>
    </SummarisedForm>
  );
}
