import { Link, useParams, type MetaFunction } from 'react-router';
import type { AdminPropertyDetail } from '@/domain/property/property-admin';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { AdminQueryPage } from '@/web/features/admin/components/admin-query-page';
import { useAdminProperty, useUpdateProperty } from '../api/admin-properties';
import { useAdminProviders } from '../api/admin-providers';
import { ListingStatePanel } from '../components/listing-state-panel';
import { PropertyForm } from '../components/property-form';
import type { ListingFormValues } from '../components/property-form-values';
import { providerOptions } from '../components/provider-options';
import { TitlePackPanel } from '../components/title-pack-panel';
import { showSaveError } from '../../components/save-error';

export const meta: MetaFunction = () => [{ title: 'Edit listing | Diaspora Hub admin' }];

const BACK = { label: 'Property listings', to: paths.adminProperties };

export default function PropertyEditPage() {
  const id = useParams().id ?? '';
  const property = useAdminProperty(id);

  return (
    <AdminQueryPage
      query={property}
      title="Listing"
      pendingTitle="Loading listing…"
      back={BACK}
      pending={
        <div role="status" aria-label="Loading listing" className="flex flex-col gap-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-96" />
        </div>
      }
      notFound={{
        title: 'Listing not found',
        heading: 'There is no such listing.',
        text: (
          <Link to={paths.adminProperties} className="font-semibold underline">
            Back to the listings
          </Link>
        ),
        variant: 'destructive',
      }}
      failed="Could not load this listing"
      failureMessage={false}
    >
      {(data) => <EditListing property={data} />}
    </AdminQueryPage>
  );
}

function EditListing({ property }: { property: AdminPropertyDetail }) {
  const providers = useAdminProviders();
  const update = useUpdateProperty(property.id);
  return (
    <AdminPage title={property.title} description={property.location} back={BACK}>
      <ListingStatePanel property={property} />
      <PropertyForm
        // A new form when another listing opens on this page; saved values reset it through `form.reset`.
        key={property.id}
        property={property}
        providerOptions={providerOptions(providers.data)}
        busy={update.isPending}
        onSubmit={(values, form) =>
          update.mutate(values, {
            onSuccess: (saved) => {
              form.reset(saved);
              toast.success('Listing saved');
            },
            onError: (error) => showSaveError<ListingFormValues>(error, form.setError),
          })
        }
      />
      <TitlePackPanel propertyId={property.id} />
    </AdminPage>
  );
}
