import { useForm } from 'react-hook-form';
import {
  DeletionRequestSchema,
  type DeletionRequest,
  type DeletionRequestInput,
} from '@/domain/accounts/deletion.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
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
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary errors={errors} focusKey={form.formState.submitCount} className="mb-4" />
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <legend className="sr-only">Your deletion request</legend>
        <FormField
          id="email"
          label="Email"
          description="The email address of the account to delete"
          error={errors.email?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            {...form.register('email')}
            {...fieldA11y('email', errors.email?.message, true)}
          />
        </FormField>
        <FormField id="reason" label="Reason for leaving" error={errors.reason?.message}>
          <Textarea
            rows={5}
            placeholder="Tell us why you're leaving"
            {...form.register('reason')}
            {...fieldA11y('reason', errors.reason?.message)}
          />
        </FormField>
        <FormField
          id="confirmation"
          label="Type 'delete my account' to confirm"
          error={errors.confirmation?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('confirmation')}
            {...fieldA11y('confirmation', errors.confirmation?.message)}
          />
        </FormField>
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
  );
}
