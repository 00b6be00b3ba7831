import { Plus } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import type { AdminProviderView } from '@/domain/property/provider-admin';
import { Button } from '@/web/components/ui/button';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { LoadingBlocks, QueryView } from '@/web/features/admin/components/query-states';
import { useAdminProviders } from '../api/admin-providers';
import { ProviderCard } from '../components/provider-card';
import { ProviderDialog } from '../components/provider-dialog';

export const meta: MetaFunction = () => [{ title: 'Realty providers | Diaspora Hub admin' }];

function ProviderList({ providers }: { providers: AdminProviderView[] }) {
  if (providers.length === 0) {
    return <p className="rounded-xl bg-surface p-5 text-ink-muted">No providers yet.</p>;
  }
  return (
    <ul aria-label="Realty providers" className="flex flex-col gap-3">
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} />
        </li>
      ))}
    </ul>
  );
}

/** The estate agencies whose listings the app shows, active or not, with their application fees. */
export default function ProvidersPage() {
  const providers = useAdminProviders();
  return (
    <AdminPage
      title="Realty providers"
      description="Inactive providers are hidden from customers; their listings stay as they are."
      actions={
        <ProviderDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add provider
            </Button>
          }
        />
      }
    >
      <QueryView
        query={providers}
        pending={<LoadingBlocks label="Loading providers" blocks={['h-28', 'h-28']} />}
        failed="Could not load providers"
      >
        {(data) => <ProviderList providers={data} />}
      </QueryView>
    </AdminPage>
  );
}
