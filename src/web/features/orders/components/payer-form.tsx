import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PAYER_MESSAGES, PayerSchema, type Payer, type PayerInput } from '@/domain/orders/order.schema';
import { CountryCodeSelect, PHONE_ROW_CLASS } from '@/web/components/forms/country-code-select';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Field } from '@/web/components/forms/field';
import { SelectField } from '@/web/components/forms/select-field';
import { RadioField } from '@/web/components/forms/radio-field';
import { Button } from '@/web/components/ui/button';
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
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
      >
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} />
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <Field<PayerInput> key={field.name} name={field.name} label={field.label} required>
              {(control) => <Input type={field.type} autoComplete={field.autoComplete} {...control} />}
            </Field>
          ))}
          <Field<PayerInput> name="dateOfBirth" label="Date of Birth" required>
            {(control) => <Input type="date" {...control} />}
          </Field>
          <div className={PHONE_ROW_CLASS}>
            <Field name="countryCode" label="Country Code" required controlled>
              {(a11y, field) => (
                <CountryCodeSelect value={field.value} onValueChange={field.onChange} {...a11y} />
              )}
            </Field>
            <Field<PayerInput> name="phoneNumber" label="Phone Number" required>
              {(control) => <Input type="tel" autoComplete="tel-national" {...control} />}
            </Field>
          </div>
          <Field<PayerInput> name="address" label="Address" required className="sm:col-span-2">
            {(control) => <Input autoComplete="street-address" {...control} />}
          </Field>
          <SelectField
            name="relationship"
            label="Relationship to Beneficiaries"
            required
            options={PAYER_RELATIONSHIP_OPTIONS}
            placeholder="Select relationship"
          />
          <Field<PayerInput> name="companyName" label="Company Name" hint="Optional">
            {(control) => <Input autoComplete="organization" {...control} />}
          </Field>
        </div>
        <RadioField<PayerInput>
          name="contactMethod"
          legend="Preferred Contact Method"
          legendClassName="font-medium"
          options={CONTACT_METHOD_OPTIONS}
          optionIdPrefix="contact"
          layout="row"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={skip}>
            Skip
          </Button>
          <Button type="submit">Save and Continue</Button>
        </div>
      </form>
    </FormProvider>
  );
}
