import { CountrySelect } from '@/web/components/forms/country-select';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams, type MetaFunction } from 'react-router';
import { DEFAULT_COUNTRY } from '@/domain/accounts/countries';
import { SignUpSchema, type SignUp, type SignUpInput } from '@/domain/accounts/signup.schema';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { applyServerErrors, firstFieldError } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useSignUp } from '../api/use-sign-up';
import { toastAuthError } from '../auth-error-toast';
import { AuthFrame } from '../components/auth-frame';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { redirectSignedIn } from '../redirect-signed-in';
import { continueLine, entryLink, returnTargetOf } from '../return-target';
import { useState } from 'react';

export const meta: MetaFunction = () => [{ title: 'Sign up | Diaspora Hub' }];
export const clientLoader = redirectSignedIn;

const FIELD_ORDER = [
  'firstName',
  'middleName',
  'lastName',
  'country',
  'email',
  'password',
  'confirmPassword',
] as const;
const ALERT_ID = 'sign-up-error';

export default function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = returnTargetOf(searchParams.get('redirect'));
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
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const message = serverError ?? firstFieldError(errors, FIELD_ORDER);
  const invalid = (field: (typeof FIELD_ORDER)[number]) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': ALERT_ID } : {};

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

  return (
    <AuthFrame
      title="Join the Diaspora Hub"
      subtitle="Create an account to get started"
      purpose={continueLine('Create an account', target)}
      footer={
        <Link
          to={entryLink(paths.signIn, target)}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          Already have an account?
        </Link>
      }
    >
      <FormAlert id={ALERT_ID} message={message} />
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={signUp.isPending} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="firstName">First Name</Label>
              <Input
                id="firstName"
                autoComplete="given-name"
                {...form.register('firstName')}
                {...invalid('firstName')}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="middleName">Middle Name (Optional)</Label>
              <Input id="middleName" autoComplete="additional-name" {...form.register('middleName')} />
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="lastName">Surname</Label>
            <Input
              id="lastName"
              autoComplete="family-name"
              {...form.register('lastName')}
              {...invalid('lastName')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="country">Country</Label>
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <CountrySelect
                  id="country"
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={signUp.isPending}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...invalid('country')}
                />
              )}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="email">Email</Label>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              {...form.register('email')}
              {...invalid('email')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="password">Password</Label>
            <PasswordInput
              id="password"
              autoComplete="new-password"
              {...form.register('password')}
              {...invalid('password')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="confirmPassword">Confirm Password</Label>
            <PasswordInput
              id="confirmPassword"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
              {...invalid('confirmPassword')}
            />
          </div>
          <Button type="submit" size="lg" className="mt-2 w-full">
            {signUp.isPending ? 'Please wait...' : 'Create Account'}
          </Button>
        </fieldset>
      </form>
    </AuthFrame>
  );
}
