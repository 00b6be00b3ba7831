import { Field } from '@/web/components/forms/field';
import { FormProvider, useForm } from 'react-hook-form';
import {
  DeletionRequestSchema,
  type DeletionRequest,
  type DeletionRequestInput,
} from '@/domain/accounts/deletion.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { applyServerErrors } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useRequestDeletion } from '../api/use-request-deletion';
import type { ReceivedRequest } from './request-received-dialog';

interface DeletionFormProps {
  /** The signed-in user's email, to prefill; empty for a visitor. */
  defaultEmail: string;
  /** Called with the email the request was filed under, and whether it is confirmed already (signed in). */
  onSubmitted: (received: ReceivedRequest) => void;
}

export function DeletionForm({ defaultEmail, onSubmitted }: DeletionFormProps) {
  const requestDeletion = useRequestDeletion();
  const form = useForm<DeletionRequestInput, unknown, DeletionRequest>({
    resolver: schemaResolver<DeletionRequestInput, DeletionRequest>(DeletionRequestSchema),
    defaultValues: { email: defaultEmail, reason: '', confirmation: '' },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const busy = requestDeletion.isPending;

  const onSubmit = form.handleSubmit((values) =>
    requestDeletion.mutate(values, {
      onSuccess: (created) => {
        form.reset({ email: defaultEmail, reason: '', confirmation: '' });
        onSubmitted({ email: created.email, confirmed: created.confirmed });
      },
      onError: (error) => {
        applyServerErrors(error, form.setError);
        toast.error('Something went wrong', {
          description: "We couldn't submit your deletion request. Please try again or contact support.",
        });
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} className="mb-4" />
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="sr-only">Your deletion request</legend>
          <Field<DeletionRequestInput>
            name="email"
            label="Email"
            hint="The email address of the account to delete"
          >
            {(control) => <Input type="email" autoComplete="email" {...control} />}
          </Field>
          <Field<DeletionRequestInput> name="reason" label="Reason for leaving">
            {(control) => <Textarea rows={5} placeholder="Tell us why you're leaving" {...control} />}
          </Field>
          <Field<DeletionRequestInput> name="confirmation" label="Type 'delete my account' to confirm">
            {(control) => <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...control} />}
          </Field>
          <Button
            type="submit"
            variant="destructive"
            size="lg"
            className="w-full whitespace-normal sm:w-auto sm:self-start"
          >
            {busy ? 'Submitting...' : 'Request Account Deletion'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
