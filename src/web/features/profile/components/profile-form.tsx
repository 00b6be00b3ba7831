import { CountrySelect } from '@/web/components/forms/country-select';
import { FormProvider, useForm } from 'react-hook-form';
import {
  CURRENCIES,
  profilePhoneText,
  ProfileUpdateSchema,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '@/domain/accounts/profile.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { chooseCurrency } from '@/web/lib/display-currency';
import { applyServerErrors } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useUpdateProfile } from '../api/use-update-profile';
import { CURRENCY_LABELS } from '../currency-labels';

const toValues = (profile: Profile): ProfileUpdateInput => ({
  // Grouped as the profile shows it; saving it again stores the same number.
  contactNumber: profilePhoneText(profile),
  country: profile.country,
  preferredCurrency: profile.preferredCurrency,
});

/** Phone, country and preferred currency: what a user may change after sign-up. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: schemaResolver<ProfileUpdateInput, ProfileUpdate>(ProfileUpdateSchema),
    defaultValues: toValues(profile),
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const busy = updateProfile.isPending;

  const onSubmit = form.handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: (me) => {
        if (me.profile) form.reset(toValues(me.profile));
        // The profile's currency becomes the catalogue's choice too (docs/decisions/047).
        if (me.profile) chooseCurrency(me.profile.preferredCurrency);
        toast.success('Profile updated');
      },
      onError: (error) => {
        const message = applyServerErrors(error, form.setError);
        const onFields = error instanceof ApiError && Object.keys(error.fields).length > 0;
        if (!onFields) toast.error(message);
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} className="mb-4" />
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="sr-only">Edit your details</legend>
          <Field<ProfileUpdateInput>
            name="contactNumber"
            label="Phone"
            hint="Optional. Start with + and the country code if the number is not in your country"
          >
            {(control) => (
              <Input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="+234 801 234 5678"
                {...control}
              />
            )}
          </Field>
          <Field name="country" label="Country" controlled>
            {(a11y, field) => (
              <CountrySelect
                value={field.value}
                onValueChange={field.onChange}
                disabled={busy}
                ref={field.ref}
                onBlur={field.onBlur}
                {...a11y}
              />
            )}
          </Field>
          <Field<ProfileUpdateInput> name="preferredCurrency" label="Preferred Currency" group controlled>
            {(a11y, field) => (
              <RadioGroup
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                disabled={busy}
                className="sm:grid-cols-2"
                {...a11y}
              >
                {CURRENCIES.map((currency) => (
                  <div
                    key={currency}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 has-data-[state=checked]:border-brand-700 has-data-[state=checked]:bg-brand-50"
                  >
                    <RadioGroupItem value={currency} id={`currency-${currency}`} />
                    <Label htmlFor={`currency-${currency}`} className="flex-1 py-3 font-medium">
                      {CURRENCY_LABELS[currency]}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          </Field>
          <Button type="submit" className="w-full sm:w-auto sm:self-start">
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
