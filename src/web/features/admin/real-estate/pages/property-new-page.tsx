import { useNavigate, type MetaFunction } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { useCreateProperty } from '../api/admin-properties';
import { useAdminProviders } from '../api/admin-providers';
import { PropertyForm } from '../components/property-form';
import type { ListingFormValues } from '../components/property-form-values';
import { providerOptions } from '../components/provider-options';
import { showSaveError } from '../../components/save-error';

export const meta: MetaFunction = () => [{ title: 'New listing | Diaspora Hub admin' }];

/** A new listing, saved as a draft; the edit page it opens on publishes it. */
export default function PropertyNewPage() {
  const providers = useAdminProviders();
  const create = useCreateProperty();
  const navigate = useNavigate();

  return (
    <AdminPage
      title="New listing"
      description="Saved as a draft: publish it from its page once it has a photo."
      back={{ label: 'Property listings', to: paths.adminProperties }}
    >
      <PropertyForm
        providerOptions={providerOptions(providers.data)}
        busy={create.isPending}
        onSubmit={(values, form) =>
          create.mutate(values, {
            onSuccess: (property) => {
              toast.success('Listing created as a draft');
              void navigate(paths.adminProperty(property.id), { replace: true });
            },
            onError: (error) => showSaveError<ListingFormValues>(error, form.setError),
          })
        }
      />
    </AdminPage>
  );
}
