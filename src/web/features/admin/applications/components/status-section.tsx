import {
  ApplicationStatusChangeSchema,
  type AdminApplicationDetail,
} from '@/domain/applications/application-admin';
import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { StatusChanger } from '../../components/status-changer';
import { useChangeApplicationStatus } from '../api/admin-applications';

/** The allowed next statuses (the server checks again); the customer is told of each change. */
export function StatusSection({ detail }: { detail: AdminApplicationDetail }) {
  const { kind, id } = detail.application;
  const change = useChangeApplicationStatus(kind, id);
  return (
    <SectionCard title="Change status" description="The customer is told in the app and by email.">
      <StatusChanger
        next={detail.nextStatuses}
        labels={APPLICATION_STATUS_LABELS}
        schema={ApplicationStatusChangeSchema}
        busy={change.isPending}
        onChange={async (input) => {
          await change.mutateAsync(input);
          toast.success(`Application ${APPLICATION_STATUS_LABELS[input.status].toLowerCase()}`);
        }}
      />
    </SectionCard>
  );
}
