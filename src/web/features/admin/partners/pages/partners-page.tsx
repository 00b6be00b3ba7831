import type { MetaFunction } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { LIST_ROWS, LoadingBlocks, QueryView } from '../../components/query-states';
import { usePartnerCatalogue, usePartnerOrganisations } from '../api/admin-partners';
import { PartnerCreateForm } from '../components/partner-create-form';
import { PartnerList } from '../components/partner-list';
import { OverdueEnrolments } from '../components/overdue-enrolments';

export const meta: MetaFunction = () => [{ title: 'Partners | Diaspora Hub admin' }];

export default function PartnersPage() {
  const organisations = usePartnerOrganisations();
  const catalogue = usePartnerCatalogue();
  return (
    <AdminPage
      title="Partners"
      description="The health providers, realty providers and funeral underwriters who work in Diaspora Hub themselves. Add one from the catalogue, then open its portal to invite its people."
    >
      <OverdueEnrolments />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <section className="h-fit rounded-xl border border-line bg-surface p-4">
          <QueryView
            query={catalogue}
            pending={<LoadingBlocks label="Loading the catalogue" blocks={['h-40']} />}
            failed="Could not load the catalogue"
          >
            {(entries) => <PartnerCreateForm entries={entries} />}
          </QueryView>
        </section>
        <section aria-labelledby="partner-list-title" className="flex flex-col gap-3">
          <h2 id="partner-list-title" className="text-lg font-semibold text-ink">
            Organisations
          </h2>
          <QueryView
            query={organisations}
            pending={<LoadingBlocks label="Loading partners" blocks={LIST_ROWS} />}
            failed="Could not load partners"
          >
            {(data) => <PartnerList organisations={data} />}
          </QueryView>
        </section>
      </div>
    </AdminPage>
  );
}
