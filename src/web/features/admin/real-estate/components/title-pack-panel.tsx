import type { ChangeEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FileText, Trash2, Upload } from 'lucide-react';
import {
  TITLE_STATUS_LABELS,
  TITLE_STATUSES,
  TITLE_TYPES,
  TitlePackInputSchema,
  type AdminTitlePackView,
  type TitlePackFormInput,
  type TitlePackInput,
} from '@/domain/property/title-pack';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { applyServerErrors } from '@/web/lib/form-errors';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';
import {
  useAdminTitlePack,
  useRemoveTitleDocument,
  useSaveTitlePack,
  useUploadTitleDocument,
} from '../api/title-pack';
import { uploadErrorMessage } from '../api/photo-upload';

const SELECT =
  'min-h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-ink focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none';

type Values = {
  titleType: string;
  status: TitlePackFormInput['status'];
  verifiedOn: string;
  agentRegistration: string;
};

/** The form's fields as the API takes them: empty choices and dates are null (title-pack.ts checks the rest). */
function packOf(values: Values): TitlePackFormInput {
  return {
    titleType: (values.titleType.trim() || null) as TitlePackFormInput['titleType'],
    status: values.status,
    verifiedOn: values.verifiedOn.trim() || null,
    agentRegistration: values.agentRegistration.trim(),
  };
}

/** The domain's schema, which the server checks, read from the form's fields. */
const TitlePackFieldsSchema = z.preprocess((values) => packOf(values as Values), TitlePackInputSchema);

/** The listing's title pack in the console (decision 042): type, status, date, agent number and documents. */
export function TitlePackPanel({ propertyId }: { propertyId: string }) {
  const pack = useAdminTitlePack(propertyId);
  return (
    <section
      aria-labelledby="title-pack-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="title-pack-heading" className="text-xl font-bold text-ink">
        Title pack
      </h2>
      {pack.data ? (
        <>
          <TitlePackForm key={JSON.stringify(pack.data)} propertyId={propertyId} pack={pack.data} />
          <TitleDocuments propertyId={propertyId} pack={pack.data} />
        </>
      ) : (
        <p role="status" className="text-ink-muted">
          {pack.isError ? 'Could not load the title pack.' : 'Loading the title pack…'}
        </p>
      )}
    </section>
  );
}

function TitlePackForm({ propertyId, pack }: { propertyId: string; pack: AdminTitlePackView }) {
  const save = useSaveTitlePack(propertyId);
  const form = useForm<Values, unknown, TitlePackInput>({
    resolver: schemaResolver<Values, TitlePackInput>(TitlePackFieldsSchema),
    defaultValues: {
      titleType: pack.titleType ?? '',
      status: pack.status,
      verifiedOn: pack.verifiedOn ?? '',
      agentRegistration: pack.agentRegistration ?? '',
    },
    ...CHECKED_ON_SUBMIT,
  });
  // The API takes the fields as packOf gives them, not the schema's output, which it reads itself.
  const submit = form.handleSubmit(() => {
    // Awaited rather than per-call callbacks: the saved pack re-keys this form, which unmounts it first.
    save.mutateAsync(packOf(form.getValues())).then(
      () => toast.success('Title pack saved'),
      (error: unknown) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          applyServerErrors(error, form.setError);
        } else toast.error(error instanceof Error ? error.message : 'The title pack was not saved');
      },
    );
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field<Values> name="titleType" label="Title type">
          {(control) => (
            <select {...control} className={SELECT}>
              <option value="">Not known yet</option>
              {TITLE_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </Field>
        <Field<Values> name="status" label="Title status">
          {(control) => (
            <select {...control} className={SELECT}>
              {TITLE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TITLE_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field<Values> name="verifiedOn" label="Verified on" hint="Only when the status is 'Verified by us'.">
          {(control) => <Input {...control} type="date" />}
        </Field>
        <Field<Values>
          name="agentRegistration"
          label="Agent registration number"
          hint="As the state regulator issued it, for example LASRERA/2024/00123."
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </Field>
        <Button type="submit" disabled={save.isPending} className="sm:col-span-2 sm:justify-self-start">
          {save.isPending ? 'Saving…' : 'Save title pack'}
        </Button>
      </form>
    </FormProvider>
  );
}

function TitleDocuments({ propertyId, pack }: { propertyId: string; pack: AdminTitlePackView }) {
  const upload = useUploadTitleDocument(propertyId);
  const remove = useRemoveTitleDocument(propertyId);
  // Not sent as a form: a chosen file is uploaded at once; the form holds the field's message.
  const form = useForm<{ titleDocument: string }>({ defaultValues: { titleDocument: '' } });
  const send = (file: File | undefined) => {
    if (!file) return;
    form.clearErrors('titleDocument');
    upload.mutate(file, {
      onSuccess: (document) => toast.success(`${document.name} added`),
      onError: (failure) =>
        form.setError('titleDocument', { type: 'server', message: uploadErrorMessage(failure) }),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-ink">Documents</h3>
      {pack.documents.length === 0 ? (
        <p className="text-ink-muted">No documents yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {pack.documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3">
              <span className="flex min-w-0 items-center gap-2 break-words text-ink">
                <FileText aria-hidden="true" className="size-5 shrink-0" /> {document.name}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove ${document.name}`}
                onClick={() =>
                  remove.mutate(document.id, { onSuccess: () => toast.success('Document removed') })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormProvider {...form}>
        <Field<{ titleDocument: string }>
          name="titleDocument"
          label="Add a document"
          hint="PDF, JPEG, PNG or WebP, at most 10 MB. Applicants for this listing can open it."
          options={{
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              send(event.target.files?.[0]);
              event.target.value = '';
            },
          }}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              disabled={upload.isPending}
              className="min-h-11 text-base text-ink file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-brand-50 file:px-3 file:font-semibold"
            />
          )}
        </Field>
      </FormProvider>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-ink-muted">
          <Upload aria-hidden="true" className="size-5" /> Uploading…
        </p>
      )}
    </div>
  );
}
