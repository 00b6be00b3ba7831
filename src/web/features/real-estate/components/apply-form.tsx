import { Controller, useForm } from 'react-hook-form';
import {
  PropertyApplicationSchema,
  type PropertyApplication,
  type PropertyApplicationInput,
} from '@/domain/property/property-application.schema';
import { CONTACT_METHODS } from '@/domain/orders/order.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { Textarea } from '@/web/components/ui/textarea';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useApplyForProperty } from '../api/properties';

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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Property application">
      <ErrorSummary errors={errors} focusKey={form.formState.submitCount} />
      <FormField id="message" label="Message to the provider" required error={errors.message?.message}>
        <Textarea
          aria-required
          maxLength={2000}
          placeholder="Who the home is for, when you would like a viewing, any questions."
          {...form.register('message')}
          {...fieldA11y('message', errors.message?.message)}
        />
      </FormField>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.preferredContact ? 'preferredContact-error' : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-ink">Preferred Contact Method</legend>
        <Controller
          control={form.control}
          name="preferredContact"
          render={({ field }) => (
            <RadioGroup
              id="preferredContact"
              aria-required
              value={field.value}
              onValueChange={field.onChange}
              aria-invalid={!!errors.preferredContact || undefined}
              className="flex flex-wrap gap-4"
            >
              {CONTACT_METHODS.map((method) => (
                <div key={method} className="flex items-center gap-2">
                  <RadioGroupItem id={`contact-${method}`} value={method} />
                  <Label htmlFor={`contact-${method}`}>{CONTACT_LABELS[method]}</Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        <p id="preferredContact-error" className="text-sm font-medium text-danger-700 empty:hidden">
          {errors.preferredContact?.message}
        </p>
      </fieldset>
      <Button type="submit" size="lg" className="whitespace-normal" disabled={apply.isPending}>
        {apply.isPending ? 'Submitting…' : 'Submit Application'}
      </Button>
    </form>
  );
}
