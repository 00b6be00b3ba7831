import { useState, type ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { AdminProviderView, CreateProvider, ProviderFormValues } from '@/domain/property/provider-admin';
import { toast } from '@/web/components/ui/toaster';
import { useCreateProvider, useUpdateProvider } from '../api/admin-providers';
import { ProviderForm } from './provider-form';
import { FormDialog } from '../../components/form-dialog';
import { showSaveError } from '../../components/save-error';

interface ProviderDialogProps {
  /** The provider to edit; none to add one. */
  provider?: AdminProviderView;
  /** The button that opens the dialog. */
  trigger: ReactNode;
}

/** Adds a provider or edits one, in a dialog over the list. */
export function ProviderDialog({ provider, trigger }: ProviderDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateProvider();
  const update = useUpdateProvider(provider?.id ?? '');
  const saving = provider ? update : create;

  const submit = (values: CreateProvider, setError: UseFormSetError<ProviderFormValues>) =>
    saving.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        toast.success(provider ? 'Provider saved' : 'Provider added');
      },
      onError: (error) => showSaveError(error, setError),
    });

  return (
    <FormDialog
      title={provider ? `Edit ${provider.name}` : 'Add provider'}
      description="Fees in dollars and naira. Applications already made keep the fee they were made with."
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      <ProviderForm provider={provider} busy={saving.isPending} onSubmit={submit} />
    </FormDialog>
  );
}
