import { Field } from '@/web/components/forms/field';
import { RadioField } from '@/web/components/forms/radio-field';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/web/components/ui/toaster';
import { formatCalendarDate } from '@/domain/calendar-date';
import {
  MAX_PREFERRED_DATES,
  VIEWING_MODE_LABELS,
  VIEWING_MODES,
  viewingStatusText,
  type ViewingMode,
  type ViewingView,
} from '@/domain/property/viewing';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { SectionCard } from '@/web/components/ui/section-card';
import { ApiError } from '@/web/lib/api-client';
import { useRequestViewing } from '../api/request-viewing';
import { FactList } from '@/web/components/ui/fact-list';

interface ViewingFormValues {
  mode: ViewingMode | '';
  viewerName: string;
  viewerPhone: string;
  dates: string[];
}

/**
 * The viewing of a property application (decision 044): what was asked and where it stands, or, while the
 * application is pending and none was asked, the form to ask for one.
 */
export function ViewingSection({
  applicationId,
  viewing,
  canRequest,
}: {
  applicationId: string;
  viewing: ViewingView | null;
  canRequest: boolean;
}) {
  if (!viewing && !canRequest) return null;
  return (
    <SectionCard
      title="Viewing"
      description={
        viewing
          ? undefined
          : 'Someone you trust can see the property for you, or the provider can show it on a video call.'
      }
      contentClassName="flex flex-col gap-4"
    >
      {viewing ? <ViewingFacts viewing={viewing} /> : <ViewingForm applicationId={applicationId} />}
    </SectionCard>
  );
}

function ViewingFacts({ viewing }: { viewing: ViewingView }) {
  return (
    <>
      <p role="status" className="font-semibold text-ink">
        {viewingStatusText(viewing)}
      </p>
      <FactList
        facts={[
          { label: 'How', value: VIEWING_MODE_LABELS[viewing.mode] },
          ...(viewing.viewerName ? [{ label: 'Viewer', value: viewing.viewerName }] : []),
          ...(viewing.viewerPhone ? [{ label: 'Viewer’s phone', value: viewing.viewerPhone }] : []),
          { label: 'Dates you asked for', value: viewing.preferredDates.map(formatCalendarDate).join(', ') },
        ]}
      />
    </>
  );
}

function ViewingForm({ applicationId }: { applicationId: string }) {
  const request = useRequestViewing(applicationId);
  const form = useForm<ViewingFormValues>({
    defaultValues: { mode: '', viewerName: '', viewerPhone: '', dates: ['', '', ''] },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  // Who goes is asked only for a viewing in person.
  const mode = useWatch({ control: form.control, name: 'mode' });

  const onSubmit = form.handleSubmit(async (values) => {
    // Blank date fields are left out; the server's 'dates.N' is put back on the field it came from.
    const filled = values.dates.map((date, index) => ({ date, index })).filter(({ date }) => date);
    try {
      await request.mutateAsync({
        mode: values.mode as ViewingMode,
        viewerName: values.viewerName,
        viewerPhone: values.viewerPhone,
        dates: filled.map(({ date }) => date),
      });
      toast.success('Viewing requested');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      let shown = 0;
      for (const [field, message] of Object.entries(fields)) {
        const at = /^dates\.(\d)$/.exec(field);
        const target = at
          ? `dates.${filled[Number(at[1])]?.index ?? 0}`
          : field === 'dates'
            ? 'dates.0'
            : field;
        if (!['mode', 'viewerName', 'viewerPhone'].includes(target) && !target.startsWith('dates.')) continue;
        form.setError(target as 'mode', { type: 'server', message });
        shown++;
      }
      if (shown === 0) {
        const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
        form.setError('root.server', { type: 'server', message });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Ask for a viewing">
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} />
        <RadioField<ViewingFormValues>
          name="mode"
          legend="How should the property be viewed?"
          options={VIEWING_MODES.map((value) => ({
            value,
            label: value === 'in_person' ? 'In person, by someone I name' : VIEWING_MODE_LABELS[value],
          }))}
          optionIdPrefix="mode"
          layout="row"
        />
        {mode === 'in_person' && (
          <>
            <Field<ViewingFormValues> name="viewerName" label="Name of the person viewing" required>
              {(control) => <Input autoComplete="off" maxLength={100} {...control} />}
            </Field>
            <Field<ViewingFormValues> name="viewerPhone" label="Their phone number" required>
              {(control) => <Input type="tel" autoComplete="off" maxLength={20} {...control} />}
            </Field>
          </>
        )}
        {Array.from({ length: MAX_PREFERRED_DATES }, (_, index) => (
          <Field<ViewingFormValues>
            key={index}
            name={`dates.${index}`}
            label={index === 0 ? 'Preferred date' : `Another date (optional)`}
            required={index === 0}
          >
            {(control) => <Input type="date" {...control} />}
          </Field>
        ))}
        <Button type="submit" className="self-start" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Ask for a viewing'}
        </Button>
      </form>
    </FormProvider>
  );
}
