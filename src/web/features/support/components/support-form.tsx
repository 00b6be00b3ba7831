import { Field } from '@/web/components/forms/field';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import {
  SUPPORT_MESSAGES,
  SupportRequestSchema,
  type SupportRequest,
  type SupportRequestInput,
} from '@/domain/support/support-request.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { applyServerErrors } from '@/web/lib/form-errors';
import { getMeQueryOptions, setSignedOut } from '@/web/api/me';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useSubmitSupportRequest } from '../api/use-submit-support-request';

const showError = (description: string) => toast.error('Error', { description });

export function SupportForm() {
  const queryClient = useQueryClient();
  const submitRequest = useSubmitSupportRequest();
  const form = useForm<SupportRequestInput, unknown, SupportRequest>({
    resolver: schemaResolver<SupportRequestInput, SupportRequest>(SupportRequestSchema),
    defaultValues: { subject: '', message: '' },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const busy = submitRequest.isPending || form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    // The spec checks the user on submit; the server checks again, since only it can be trusted.
    const me = await queryClient.ensureQueryData(getMeQueryOptions()).catch(() => null);
    if (!me) return showError(SUPPORT_MESSAGES.signedOut);
    await submitRequest
      .mutateAsync(values, {
        onSuccess: () => {
          toast.success('Support request submitted', {
            description: "We'll get back to you as soon as possible",
          });
          form.reset();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError);
          if (error instanceof ApiError && error.status === 401) {
            // The session ended since the page loaded: say so, and let the rest of the app know.
            showError(error.message);
            setSignedOut(queryClient);
          } else {
            showError(SUPPORT_MESSAGES.failed);
          }
        },
      })
      .catch(() => undefined);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} className="mb-4" />
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="sr-only">Your support request</legend>
          <Field<SupportRequestInput> name="subject" label="Subject">
            {(control) => <Input placeholder="Brief description of your inquiry" {...control} />}
          </Field>
          <Field<SupportRequestInput> name="message" label="Message">
            {(control) => (
              <Textarea rows={6} placeholder="Please provide details about your inquiry" {...control} />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
            {busy ? 'Submitting...' : 'Submit Request'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
