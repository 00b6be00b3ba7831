import { useState, type FormEvent } from 'react';
import { FileText, Trash2, Upload } from 'lucide-react';
import {
  TITLE_STATUS_LABELS,
  TITLE_STATUSES,
  TITLE_TYPES,
  TitlePackInputSchema,
  type AdminTitlePackView,
  type TitlePackFormInput,
} from '@/domain/property/title-pack';
import { Button } from '@/web/components/ui/button';
import { fieldA11y, FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import {
  useAdminTitlePack,
  useRemoveTitleDocument,
  useSaveTitlePack,
  useUploadTitleDocument,
} from '../api/title-pack';
import { uploadErrorMessage } from '../api/photo-upload';

const SELECT =
  'min-h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-ink focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none';

type Errors = Partial<Record<keyof TitlePackFormInput | 'file', string>>;

/** The form's fields as the API takes them: empty choices and dates are null (title-pack.ts checks the rest). */
function packOf(form: HTMLFormElement): TitlePackFormInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    titleType: (text('titleType') || null) as TitlePackFormInput['titleType'],
    status: text('status') as TitlePackFormInput['status'],
    verifiedOn: text('verifiedOn') || null,
    agentRegistration: text('agentRegistration'),
  };
}

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
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = packOf(event.currentTarget);
    const checked = TitlePackInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    // Awaited rather than per-call callbacks: the saved pack re-keys this form, which unmounts it first.
    save.mutateAsync(input).then(
      () => toast.success('Title pack saved'),
      (error: unknown) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else toast.error(error instanceof Error ? error.message : 'The title pack was not saved');
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="titleType" label="Title type" error={errors.titleType}>
        <select
          {...fieldA11y('titleType', errors.titleType)}
          name="titleType"
          defaultValue={pack.titleType ?? ''}
          className={SELECT}
        >
          <option value="">Not known yet</option>
          {TITLE_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </FormField>
      <FormField id="status" label="Title status" error={errors.status}>
        <select
          {...fieldA11y('status', errors.status)}
          name="status"
          defaultValue={pack.status}
          className={SELECT}
        >
          {TITLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TITLE_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="verifiedOn"
        label="Verified on"
        error={errors.verifiedOn}
        description="Only when the status is 'Verified by us'."
      >
        <Input
          {...fieldA11y('verifiedOn', errors.verifiedOn, true)}
          type="date"
          name="verifiedOn"
          defaultValue={pack.verifiedOn ?? ''}
        />
      </FormField>
      <FormField
        id="agentRegistration"
        label="Agent registration number"
        error={errors.agentRegistration}
        description="As the state regulator issued it, for example LASRERA/2024/00123."
      >
        <Input
          {...fieldA11y('agentRegistration', errors.agentRegistration, true)}
          name="agentRegistration"
          defaultValue={pack.agentRegistration ?? ''}
          autoComplete="off"
        />
      </FormField>
      <Button type="submit" disabled={save.isPending} className="sm:col-span-2 sm:justify-self-start">
        {save.isPending ? 'Saving…' : 'Save title pack'}
      </Button>
    </form>
  );
}

function TitleDocuments({ propertyId, pack }: { propertyId: string; pack: AdminTitlePackView }) {
  const upload = useUploadTitleDocument(propertyId);
  const remove = useRemoveTitleDocument(propertyId);
  const [error, setError] = useState<string>();
  const send = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    upload.mutate(file, {
      onSuccess: (document) => toast.success(`${document.name} added`),
      onError: (failure) => setError(uploadErrorMessage(failure)),
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
      <FormField
        id="titleDocument"
        label="Add a document"
        error={error}
        description="PDF, JPEG, PNG or WebP, at most 10 MB. Applicants for this listing can open it."
      >
        <input
          {...fieldA11y('titleDocument', error, true)}
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          onChange={(event) => {
            send(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
          className="min-h-11 text-base text-ink file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-brand-50 file:px-3 file:font-semibold"
        />
      </FormField>
      {upload.isPending && (
        <p role="status" className="flex items-center gap-2 text-ink-muted">
          <Upload aria-hidden="true" className="size-5" /> Uploading…
        </p>
      )}
    </div>
  );
}
