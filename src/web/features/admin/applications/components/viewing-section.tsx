import { useState } from 'react';
import type { AdminPropertyApplicationView } from '@/domain/applications/application-admin';
import { formatCalendarDate } from '@/domain/calendar-date';
import { VIEWING_MODE_LABELS, viewingStatusText, type ViewingDecision } from '@/domain/property/viewing';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { useDecideViewing } from '../api/admin-applications';
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
  const [proposed, setProposed] = useState('');
  const [error, setError] = useState<string>();
  const send = async (decision: ViewingDecision) => {
    setError(undefined);
    try {
      await decide.mutateAsync(decision);
      toast.success(decision.action === 'confirm' ? 'Viewing confirmed' : 'New date proposed');
    } catch (refusal) {
      setError(
        refusal instanceof ApiError ? (refusal.fields.date ?? refusal.message) : 'Something went wrong.',
      );
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
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send({ action: 'propose', date: proposed });
        }}
      >
        <FormField id="viewing-date" label="Propose another date" error={error} className="sm:flex-1">
          <Input
            type="date"
            value={proposed}
            onChange={(event) => setProposed(event.target.value)}
            {...fieldA11y('viewing-date', error)}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={decide.isPending || !proposed}>
          Propose date
        </Button>
      </form>
    </div>
  );
}
