import { Plus } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { useAdminProviders } from '../api/admin-providers';
import { ProviderCard } from '../components/provider-card';
import { ProviderDialog } from '../components/provider-dialog';

export const meta: MetaFunction = () => [{ title: 'Realty providers | Diaspora Hub admin' }];

function ProviderList() {
  const providers = useAdminProviders();
  if (providers.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading providers" className="flex flex-col gap-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (providers.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load providers</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          {providers.error.message}
          <Button variant="outline" size="sm" onClick={() => void providers.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (providers.data.length === 0) {
    return <p className="rounded-xl bg-surface p-5 text-ink-muted">No providers yet.</p>;
  }
  return (
    <ul aria-label="Realty providers" className="flex flex-col gap-3">
      {providers.data.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} />
        </li>
      ))}
    </ul>
  );
}

/** The estate agencies whose listings the app shows, active or not, with their application fees. */
export default function ProvidersPage() {
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
      <ProviderList />
    </AdminPage>
  );
}
