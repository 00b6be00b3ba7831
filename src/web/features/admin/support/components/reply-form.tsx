import { Field } from '@/web/components/forms/field';
import { FormProvider, useForm } from 'react-hook-form';
import {
  SUPPORT_REPLY_MAX_LENGTH,
  SupportReplySchema,
  type SupportReply,
  type SupportReplyInput,
} from '@/domain/support/support-admin';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useReplyToSupportRequest } from '../api/admin-support';

/** The answer to the user; the server stores it, marks the request answered and sends it to them. */
export function ReplyForm({ requestId }: { requestId: string }) {
  const send = useReplyToSupportRequest(requestId);
  const form = useForm<SupportReplyInput, unknown, SupportReply>({
    resolver: schemaResolver<SupportReplyInput, SupportReply>(SupportReplySchema),
    defaultValues: { body: '' },
    // Focus goes to the error summary, which links to the field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success('Reply sent');
      form.reset();
    } catch (error) {
      applyServerRefusal(error, form.setError, ['body']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reply to the user">
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={() => 'reply-body'} />
        <Field<SupportReplyInput>
          name="body"
          id="reply-body"
          label="Reply"
          required
          hint="The user gets it as a notification and by email."
        >
          {(control) => <Textarea rows={6} maxLength={SUPPORT_REPLY_MAX_LENGTH} {...control} />}
        </Field>
        <Button type="submit" className="self-start" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </form>
    </FormProvider>
  );
}
