import { FormProvider, useForm } from 'react-hook-form';
import type { AdminPropertyApplicationView } from '@/domain/applications/application-admin';
import { formatCalendarDate } from '@/domain/calendar-date';
import {
  VIEWING_MODE_LABELS,
  ViewingDecisionSchema,
  viewingStatusText,
  type ViewingDecision,
} from '@/domain/property/viewing';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { applyRefusalOn } from '@/web/lib/form-errors';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useDecideViewing } from '../api/admin-applications';
import { DateSubmitRow } from './date-submit-row';
import { DetailList, personal } from './detail-list';

/**
 * The viewing the customer asked for (decision 044): confirm one of their dates, or propose another. Each answer
 * is audited and told to the customer in the app and by email.
 */
export function ViewingSection({ application }: { application: AdminPropertyApplicationView }) {
  const { viewing } = application;
  if (!viewing) return null;
  return (
    <SectionCard
      title="Viewing"
      description="Confirm one of the customer's dates or propose another. The customer is told in the app and by email."
      contentClassName="flex flex-col gap-4"
    >
      <p role="status" className="font-semibold text-ink">
        {viewingStatusText(viewing)}
      </p>
      <DetailList
        items={[
          { label: 'How', value: VIEWING_MODE_LABELS[viewing.mode] },
          ...(viewing.mode === 'in_person'
            ? [
                { label: 'Viewer', value: personal(viewing.viewerName) },
                { label: 'Viewer’s phone', value: personal(viewing.viewerPhone) },
              ]
            : []),
        ]}
      />
      <DecideViewing applicationId={application.id} dates={viewing.preferredDates} />
    </SectionCard>
  );
}

function DecideViewing({ applicationId, dates }: { applicationId: string; dates: string[] }) {
  const decide = useDecideViewing(applicationId);
  // The proposal, checked as the server checks a decision; a confirmed date's refusal is said on its field too.
  const form = useForm<ViewingDecision, unknown, ViewingDecision>({
    resolver: schemaResolver<ViewingDecision, ViewingDecision>(ViewingDecisionSchema),
    defaultValues: { action: 'propose', date: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const send = async (decision: ViewingDecision) => {
    form.clearErrors('date');
    try {
      await decide.mutateAsync(decision);
      toast.success(decision.action === 'confirm' ? 'Viewing confirmed' : 'New date proposed');
    } catch (refusal) {
      applyRefusalOn(refusal, form.setError, 'date');
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">The customer&apos;s dates</h3>
        <ul className="flex flex-wrap gap-2">
          {dates.map((date) => (
            <li key={date}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={decide.isPending}
                onClick={() => void send({ action: 'confirm', date })}
              >
                Confirm {formatCalendarDate(date)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(send)}>
          <DateSubmitRow<ViewingDecision>
            name="date"
            id="viewing-date"
            label="Propose another date"
            submitLabel="Propose date"
            busy={decide.isPending}
            variant="secondary"
          />
        </form>
      </FormProvider>
    </div>
  );
}
