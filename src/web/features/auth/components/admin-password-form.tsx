import { Field } from '@/web/components/forms/field';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  AdminPasswordChangeSchema,
  PASSWORD_MESSAGES,
  type AdminPasswordChange,
} from '@/domain/accounts/password-rules';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { api, unwrap } from '@/web/lib/api-client';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { PasswordInput } from './password-input';

const VISIBLE_FIELDS = ['newPassword', 'confirmPassword'] as const;
const FIELD_IDS: Record<string, string> = {
  newPassword: 'admin-new-password',
  confirmPassword: 'admin-confirm-new-password',
};

interface AdminPasswordFormProps {
  /** The password the admin just signed in with: they are not asked for it twice. */
  currentPassword: string;
  /** Called with the new password once the server has stored it. */
  onChanged: (newPassword: string) => Promise<void> | void;
}

/**
 * The admin's "choose a new password" step, when theirs is shorter than the admin minimum. The length and the
 * confirmation are checked here for quick feedback; the server checks them again, and the common-password list.
 */
export function AdminPasswordForm({ currentPassword, onChanged }: AdminPasswordFormProps) {
  const form = useForm<AdminPasswordChange, unknown, AdminPasswordChange>({
    resolver: schemaResolver<AdminPasswordChange, AdminPasswordChange>(AdminPasswordChangeSchema),
    defaultValues: { currentPassword, newPassword: '', confirmPassword: '' },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const change = useMutation({
    mutationFn: (json: AdminPasswordChange) => unwrap(api.admin.password.$post({ json })),
    meta: { toastError: false },
  });
  const { errors } = form.formState;
  const missing = [errors.newPassword, errors.confirmPassword].some(
    (error) =>
      error?.message === PASSWORD_MESSAGES.newRequired ||
      error?.message === PASSWORD_MESSAGES.confirmRequired,
  );
  // The form replaces the one the admin just sent: focus follows, for keyboard and screen-reader users.
  useEffect(() => form.setFocus('newPassword'), [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      // A message with no field shown here (the current password, a rate limit) is the summary's line.
      applyServerRefusal(error, form.setError, VISIBLE_FIELDS);
      return;
    }
    await onChanged(values.newPassword);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-ink-muted">
          Admin passwords must be at least {ADMIN_PASSWORD_MIN_LENGTH} characters long. Choose a new one to
          continue; your other sessions will be signed out.
        </p>
        <ErrorSummary
          errors={errors}
          focusKey={form.formState.submitCount}
          description={missing ? PASSWORD_MESSAGES.required : undefined}
          idOf={(path) => FIELD_IDS[path] ?? path}
        />
        <Field<AdminPasswordChange> name="newPassword" id="admin-new-password" label="New password">
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" disabled={change.isPending} />
          )}
        </Field>
        <Field<AdminPasswordChange>
          name="confirmPassword"
          id="admin-confirm-new-password"
          label="Confirm new password"
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" disabled={change.isPending} />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={change.isPending}>
          {change.isPending ? 'Please wait...' : 'Change password'}
        </Button>
      </form>
    </FormProvider>
  );
}
