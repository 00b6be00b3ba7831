import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PAYER_MESSAGES, PayerSchema, type Payer, type PayerInput } from '@/domain/orders/order.schema';
import { CountryCodeSelect, PHONE_ROW_CLASS } from '@/web/components/forms/country-code-select';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { OptionSelect } from '@/web/components/forms/option-select';
import { RadioField } from '@/web/components/forms/radio-field';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { updatePurchaseFlow } from '../flow/purchase-flow-store';
import { CONTACT_METHOD_OPTIONS, PAYER_RELATIONSHIP_OPTIONS } from './relationship-options';

const TEXT_FIELDS = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

/** Who pays, if not the account holder: every rule and message of spec 001 §5. */
export function PayerForm({ planId, defaultValues }: { planId: string; defaultValues: PayerInput }) {
  const navigate = useNavigate();
  const form = useForm<PayerInput, unknown, Payer>({
    resolver: schemaResolver<PayerInput, Payer>(PayerSchema),
    defaultValues,
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const errorOf = (field: keyof PayerInput) => errors[field]?.message;

  const onSubmit = form.handleSubmit((payer) => {
    updatePurchaseFlow({ payerInfo: { ...payer } });
    toast.success(PAYER_MESSAGES.saved);
    void navigate(paths.summary(planId));
  });

  const skip = () => {
    updatePurchaseFlow({ payerInfo: 'skipped' });
    void navigate(paths.summary(planId));
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <ErrorSummary errors={errors} focusKey={form.formState.submitCount} />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={field.name}
            label={field.label}
            required
            error={errorOf(field.name)}
          >
            <Input
              type={field.type}
              aria-required
              autoComplete={field.autoComplete}
              {...form.register(field.name)}
              {...fieldA11y(field.name, errorOf(field.name))}
            />
          </FormField>
        ))}
        <FormField id="dateOfBirth" label="Date of Birth" required error={errorOf('dateOfBirth')}>
          <Input
            type="date"
            aria-required
            {...form.register('dateOfBirth')}
            {...fieldA11y('dateOfBirth', errorOf('dateOfBirth'))}
          />
        </FormField>
        <div className={PHONE_ROW_CLASS}>
          <FormField id="countryCode" label="Country Code" required error={errorOf('countryCode')}>
            <Controller
              control={form.control}
              name="countryCode"
              render={({ field }) => (
                <CountryCodeSelect
                  value={field.value}
                  onValueChange={field.onChange}
                  {...fieldA11y('countryCode', errorOf('countryCode'))}
                />
              )}
            />
          </FormField>
          <FormField id="phoneNumber" label="Phone Number" required error={errorOf('phoneNumber')}>
            <Input
              type="tel"
              aria-required
              autoComplete="tel-national"
              {...form.register('phoneNumber')}
              {...fieldA11y('phoneNumber', errorOf('phoneNumber'))}
            />
          </FormField>
        </div>
        <FormField id="address" label="Address" required error={errorOf('address')} className="sm:col-span-2">
          <Input
            aria-required
            autoComplete="street-address"
            {...form.register('address')}
            {...fieldA11y('address', errorOf('address'))}
          />
        </FormField>
        <FormField
          id="relationship"
          label="Relationship to Beneficiaries"
          required
          error={errorOf('relationship')}
        >
          <Controller
            control={form.control}
            name="relationship"
            render={({ field }) => (
              <OptionSelect
                value={field.value}
                onValueChange={field.onChange}
                options={PAYER_RELATIONSHIP_OPTIONS}
                placeholder="Select relationship"
                {...fieldA11y('relationship', errorOf('relationship'))}
              />
            )}
          />
        </FormField>
        <FormField
          id="companyName"
          label="Company Name"
          description="Optional"
          error={errorOf('companyName')}
        >
          <Input
            autoComplete="organization"
            {...form.register('companyName')}
            {...fieldA11y('companyName', errorOf('companyName'), true)}
          />
        </FormField>
      </div>
      <RadioField
        control={form.control}
        name="contactMethod"
        legend="Preferred Contact Method"
        legendClassName="font-medium"
        options={CONTACT_METHOD_OPTIONS}
        optionIdPrefix="contact"
        error={errorOf('contactMethod')}
        layout="row"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={skip}>
          Skip
        </Button>
        <Button type="submit">Save and Continue</Button>
      </div>
    </form>
  );
}
