import type { AdminPropertyApplicationView } from '@/domain/applications/application-admin';
import { SectionCard } from '@/web/components/ui/section-card';
import { DetailList, personal } from './detail-list';

const CONTACT_LABELS: Record<AdminPropertyApplicationView['preferredContact'], string> = {
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
};

/** What the applicant wrote to the provider and how they like to be contacted. */
export function PropertyMessage({ application }: { application: AdminPropertyApplicationView }) {
  return (
    <SectionCard title="Message">
      <DetailList
        items={[
          {
            label: 'Message',
            value: personal(application.message, (text) => (
              <span className="whitespace-pre-wrap">{text}</span>
            )),
          },
          { label: 'Preferred contact', value: CONTACT_LABELS[application.preferredContact] },
        ]}
      />
    </SectionCard>
  );
}
