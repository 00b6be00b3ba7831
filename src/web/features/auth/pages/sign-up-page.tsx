import { Field } from '@/web/components/forms/field';
import { CountrySelect } from '@/web/components/forms/country-select';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { DEFAULT_COUNTRY } from '@/domain/accounts/countries';
import {
  isMissingFieldMessage,
  SIGN_UP_MESSAGES,
  SignUpSchema,
  type SignUp,
  type SignUpInput,
} from '@/domain/accounts/signup.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { fieldProblems } from '@/web/lib/field-problems';
import { applyServerErrors } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useSignUp } from '../api/use-sign-up';
import { toastAuthError } from '../auth-error-toast';
import { AuthFrame } from '@/web/components/layout/auth-frame';
import { PasswordInput } from '../components/password-input';
import { redirectSignedIn } from '../redirect-signed-in';
import { continueLine, entryLink, returnTargetOf } from '../return-target';
import { useState } from 'react';

export const meta: MetaFunction = () => [
  { title: 'Sign up | Diaspora Hub' },
  {
    name: 'description',
    content:
      'Create an account to buy health plans and funeral cover for family in Nigeria, and apply for verified property.',
  },
];
export const clientLoader = redirectSignedIn;

export default function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = returnTargetOf(searchParams.get('redirect'));
  // Someone on their way somewhere (buying a plan, say) is offered the account first and signing in beside it
  // (docs/decisions/053); the spec's 'Create Account' stays for a plain sign-up.
  const purpose = continueLine('Create an account', target);
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<SignUpInput, unknown, SignUp>({
    resolver: schemaResolver<SignUpInput, SignUp>(SignUpSchema),
    defaultValues: {
      firstName: '',
      middleName: '',
      lastName: '',
      country: DEFAULT_COUNTRY,
      email: '',
      password: '',
      confirmPassword: '',
    },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const problems = fieldProblems(errors);
  const missing = problems.some((problem) => isMissingFieldMessage(problem.message));
  // The server's message, unless it is already on a field (a taken email, a common password).
  const serverLine = problems.some((problem) => problem.message === serverError) ? undefined : serverError;

  const onSubmit = form.handleSubmit(
    (values) => {
      setServerError(undefined);
      signUp.mutate(values, {
        onSuccess: async () => {
          toast.success('Account created successfully', { description: 'Welcome to Diaspora Hub' });
          // Where the visitor was going (DECISIONS 31), else home as the spec says.
          await navigate(target ?? paths.home, { replace: true });
        },
        onError: (error) => {
          const text = applyServerErrors(error, form.setError);
          setServerError(text);
          toastAuthError(text);
        },
      });
    },
    () => setServerError(undefined),
  );

  const text = (
    field: 'firstName' | 'middleName' | 'lastName' | 'email',
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <Field<SignUpInput> name={field} label={label}>
      {(control) => (
        <Input
          type={type}
          autoComplete={autoComplete}
          aria-required={field !== 'middleName' || undefined}
          {...control}
        />
      )}
    </Field>
  );
  const password = (field: 'password' | 'confirmPassword', label: string) => (
    <Field<SignUpInput> name={field} label={label}>
      {(control) => <PasswordInput autoComplete="new-password" aria-required {...control} />}
    </Field>
  );

  return (
    <AuthFrame
      title="Join the Diaspora Hub"
      subtitle="Create an account to get started"
      purpose={purpose}
      footer={
        <Link
          to={entryLink(paths.signIn, target)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Already have an account?
        </Link>
      }
    >
      {purpose && (
        <p className="mb-5 flex flex-wrap items-center gap-x-2 border-b border-line pb-4 text-ink-muted">
          Already have an account?
          <Button asChild variant="outline" size="sm">
            <Link to={entryLink(paths.signIn, target)}>Sign in instead</Link>
          </Button>
        </p>
      )}
      {/* The spec's inline error alert above the form: its line, the server's message and a link per field. */}
      <ErrorSummary
        errors={errors}
        focusKey={form.formState.submitCount}
        description={serverLine ?? (missing ? SIGN_UP_MESSAGES.required : undefined)}
        className="mb-4"
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={signUp.isPending} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {text('firstName', 'First Name', 'given-name')}
              {text('middleName', 'Middle Name (Optional)', 'additional-name')}
            </div>
            {text('lastName', 'Surname', 'family-name')}
            <Field name="country" label="Country" controlled>
              {(a11y, field) => (
                <CountrySelect
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={signUp.isPending}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...a11y}
                />
              )}
            </Field>
            {text('email', 'Email', 'email', 'email')}
            {password('password', 'Password')}
            {password('confirmPassword', 'Confirm Password')}
            <Button type="submit" size="lg" className="mt-2 w-full whitespace-normal">
              {signUp.isPending
                ? 'Please wait...'
                : purpose
                  ? 'Create an account to continue'
                  : 'Create Account'}
            </Button>
          </fieldset>
        </form>
      </FormProvider>
    </AuthFrame>
  );
}
