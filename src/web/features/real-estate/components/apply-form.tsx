import { Field } from '@/web/components/forms/field';
import { FormProvider, useForm } from 'react-hook-form';
import {
  PropertyApplicationSchema,
  type PropertyApplication,
  type PropertyApplicationInput,
} from '@/domain/property/property-application.schema';
import { CONTACT_METHODS } from '@/domain/orders/order.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { RadioField } from '@/web/components/forms/radio-field';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useApplyForProperty } from '../api/properties';
import { ConfirmEmailNotice } from '@/web/components/account/confirm-email-notice';

const CONTACT_LABELS: Record<(typeof CONTACT_METHODS)[number], string> = {
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
};

type Application = Awaited<ReturnType<ReturnType<typeof useApplyForProperty>['mutateAsync']>>;

/** The application: a message and how to be contacted; the server adds the provider's fee. */
export function ApplyForm({
  propertyId,
  onApplied,
}: {
  propertyId: string;
  onApplied: (a: Application) => void;
}) {
  const apply = useApplyForProperty();
  const form = useForm<PropertyApplicationInput, unknown, PropertyApplication>({
    resolver: schemaResolver<PropertyApplicationInput, PropertyApplication>(PropertyApplicationSchema),
    defaultValues: { propertyId, message: '', preferredContact: '' },
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onApplied(await apply.mutateAsync(values));
    } catch (error) {
      applyServerRefusal(error, form.setError, ['message', 'preferredContact']);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Property application">
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} />
        <Field<PropertyApplicationInput> name="message" label="Message to the provider" required>
          {(control) => (
            <Textarea
              maxLength={2000}
              placeholder="Who the home is for, when you would like a viewing, any questions."
              {...control}
            />
          )}
        </Field>
        <RadioField<PropertyApplicationInput>
          name="preferredContact"
          legend="Preferred Contact Method"
          options={CONTACT_METHODS.map((method) => ({ value: method, label: CONTACT_LABELS[method] }))}
          optionIdPrefix="contact"
          layout="row"
        />
        <ConfirmEmailNotice />
        <Button type="submit" size="lg" className="whitespace-normal" disabled={apply.isPending}>
          {apply.isPending ? 'Submitting…' : 'Submit Application'}
        </Button>
      </form>
    </FormProvider>
  );
}
