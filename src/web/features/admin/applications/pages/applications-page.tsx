import type { MetaFunction } from 'react-router';
import {
  APPLICATION_KIND_LABELS,
  APPLICATION_KINDS,
  type ApplicationKind,
} from '@/domain/applications/application-admin';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { AdminList } from '../../components/admin-list';
import { AdminPage } from '../../components/admin-page';
import { useApplicationsList, type ApplicationsFilter } from '../api/admin-applications';
import { ApplicationListRow } from '../components/application-list-row';
import { ApplicationsFilters } from '../components/applications-filters';
import { useApplicationFilters } from '../components/use-application-filters';

export const meta: MetaFunction = () => [{ title: 'Applications | Diaspora Hub admin' }];

function ApplicationsList({ filter }: { filter: ApplicationsFilter }) {
  const list = useApplicationsList(filter);
  const filtered = filter.status !== '' || filter.q !== '';
  return (
    <AdminList
      label={`${APPLICATION_KIND_LABELS[filter.kind]} applications`}
      query={list}
      empty={filtered ? 'No applications match these filters.' : 'No applications yet.'}
      getKey={(application) => application.id}
    >
      {(application) => <ApplicationListRow application={application} />}
    </AdminList>
  );
}

export default function ApplicationsPage() {
  const { filter, setKind, setStatus, setQuery } = useApplicationFilters();
  return (
    <AdminPage title="Applications" description="Property and funeral applications, newest first.">
      <Tabs value={filter.kind} onValueChange={(kind) => setKind(kind as ApplicationKind)}>
        <TabsList aria-label="Kind of application" className="self-start">
          {APPLICATION_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {APPLICATION_KIND_LABELS[kind]}
            </TabsTrigger>
          ))}
        </TabsList>
        <ApplicationsFilters filter={filter} onStatus={setStatus} onSearch={setQuery} />
        {APPLICATION_KINDS.map((kind) => (
          <TabsContent key={kind} value={kind}>
            {kind === filter.kind && <ApplicationsList filter={filter} />}
          </TabsContent>
        ))}
      </Tabs>
    </AdminPage>
  );
}
