import { useId, useRef, useState, type FormEvent } from 'react';
import type { RealtyListingView } from '@/domain/partners/realty';
import { TITLE_STATUS_LABELS } from '@/domain/property/title-pack';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { formatDate } from '@/web/lib/format-date';
import { useUploadTitleDocument } from '../api/realty';

/** One listing's title pack: its type and status, the documents on file, and a new document's upload. */
export function TitlePackCard({
  organisationId,
  listing,
}: {
  organisationId: string;
  listing: RealtyListingView;
}) {
  const upload = useUploadTitleDocument(organisationId, listing.id);
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem('Choose a file to upload');
    setProblem(undefined);
    try {
      await upload.mutateAsync(file);
      toast.success('Document added: the title waits for our verification');
      if (input.current) input.current.value = '';
    } catch (refusal) {
      setProblem(
        refusal instanceof ApiError ? (refusal.fields.file ?? refusal.message) : 'Please try again.',
      );
    }
  };
  return (
    <SectionCard
      title={listing.title}
      description={`${listing.location}${listing.published ? '' : ' · not published'}`}
      contentClassName="flex flex-col gap-4"
    >
      <p className="text-ink">
        <span className="font-semibold">{listing.titleType ?? 'Title type not recorded'}</span> ·{' '}
        {TITLE_STATUS_LABELS[listing.titleStatus]}
      </p>
      {listing.documents.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={`Documents for ${listing.title}`}>
          {listing.documents.map((document) => (
            <li key={document.id} className="wrap-anywhere text-ink">
              {document.name}{' '}
              <span className="text-ink-muted">· added {formatDate(document.createdAt.slice(0, 10))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">No documents on file.</p>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:flex-1">
          <Label htmlFor={id}>New document (PDF, JPEG, PNG or WebP, up to 10 MB)</Label>
          <Input
            id={id}
            ref={input}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={upload.isPending}>
          Upload
        </Button>
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="font-medium text-danger-700">
          {problem}
        </p>
      )}
    </SectionCard>
  );
}
