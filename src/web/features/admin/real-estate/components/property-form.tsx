import { useCallback, useState } from 'react';
import { FormProvider, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import {
  PropertyFormSchema,
  type AdminPropertyDetail,
  type CreateProperty,
} from '@/domain/property/property-admin';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import type { SelectOption } from '@/web/components/forms/option-select';
import { Button } from '@/web/components/ui/button';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { ListingFields } from './listing-fields';
import { PhotoManager } from './photo-manager';
import { listingFormValues, type ListingFormValues } from './property-form-values';

export type SetListingError = UseFormSetError<ListingFormValues>;

interface PropertyFormProps {
  /** The listing to edit; none for a new one. */
  property?: AdminPropertyDetail;
  providerOptions: readonly SelectOption[];
  busy: boolean;
  /**
   * Saves the listing. Field errors the server finds go back on their fields through `setError`; `reset` shows
   * the listing as saved. Nothing typed is cleared on a failure.
   */
  onSubmit: (
    values: CreateProperty,
    form: { setError: SetListingError; reset: (saved: AdminPropertyDetail) => void },
  ) => void;
}

/** The one form for a new listing and an existing one: its fields, then its photos in order. */
export function PropertyForm({ property, providerOptions, busy, onSubmit }: PropertyFormProps) {
  const form = useForm<ListingFormValues, unknown, CreateProperty>({
    resolver: schemaResolver<ListingFormValues, CreateProperty>(PropertyFormSchema),
    defaultValues: listingFormValues(property),
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const [photos, title, state] = useWatch({ control: form.control, name: ['photos', 'title', 'state'] });
  const [uploading, setUploading] = useState(false);
  const addPhoto = useCallback(
    (url: string) => form.setValue('photos', [...form.getValues('photos'), url], { shouldDirty: true }),
    [form],
  );
  const submit = form.handleSubmit((values) =>
    onSubmit(values, {
      setError: form.setError,
      reset: (saved) => form.reset(listingFormValues(saved)),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <ErrorSummary
          errors={form.formState.errors}
          focusKey={form.formState.submitCount}
          // The town cannot be chosen before the state, whose own message comes first.
          hiddenPaths={state ? [] : ['town']}
        />
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="mb-2">
            <h2 className="text-xl font-bold text-ink">Details</h2>
          </legend>
          <ListingFields form={form} providerOptions={providerOptions} busy={busy} />
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2">
            <h2 className="text-xl font-bold text-ink">Photos</h2>
          </legend>
          <PhotoManager
            id="photos"
            title={title}
            photos={photos}
            onChange={(next) => form.setValue('photos', next, { shouldDirty: true, shouldValidate: true })}
            onAdd={addPhoto}
            onBusyChange={setUploading}
            error={form.formState.errors.photos?.message}
            disabled={busy}
          />
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={busy || uploading} className="sm:self-start">
            {busy ? 'Saving...' : property ? 'Save changes' : 'Create listing'}
          </Button>
          {uploading && <p className="text-sm text-ink-muted">Waiting for the photos to finish uploading.</p>}
        </div>
      </form>
    </FormProvider>
  );
}
