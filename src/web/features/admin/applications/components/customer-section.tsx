import type { AdminApplicationView } from '@/domain/applications/application-admin';
import { SectionCard } from '@/web/components/ui/section-card';
import { DetailList, personal } from './detail-list';

/** The account that applied, while it exists. */
export function CustomerSection({ customer }: { customer: AdminApplicationView['customer'] }) {
  return (
    <SectionCard title="Customer">
      <DetailList
        items={[
          { label: 'Name', value: personal(customer?.name) },
          {
            label: 'Account email',
            value: personal(customer?.email, (email) => (
              <a
                href={`mailto:${email}`}
                className="inline-flex min-h-11 items-center break-all text-brand-800 underline underline-offset-4"
              >
                {email}
              </a>
            )),
          },
        ]}
      />
    </SectionCard>
  );
}
