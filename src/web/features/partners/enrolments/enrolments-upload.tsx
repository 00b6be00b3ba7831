import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import { useUploadEnrolments } from './enrolments-api';

const LINE_FIELD = /^line\.(\d+)$/;

/** The refused file's bad lines, by number, from the server's `line.<n>` fields. */
function badLines(error: ApiError): Array<{ line: number; reason: string }> {
  return Object.entries(error.fields)
    .flatMap(([field, reason]) => {
      const match = LINE_FIELD.exec(field);
      return match ? [{ line: Number(match[1]), reason }] : [];
    })
    .sort((a, b) => a.line - b.line);
}

/**
 * Upload a CSV of member IDs (the download's own columns, `member_id` filled in): all or nothing, and a refused
 * file's every bad line listed by its number.
 */
export function EnrolmentsUpload({ organisationId }: { organisationId: string }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadEnrolments(organisationId);
  const error = upload.error instanceof ApiError ? upload.error : undefined;
  const lines = error ? badLines(error) : [];
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        void file.text().then((content) =>
          upload.mutate(content, {
            onSuccess: ({ confirmed, unchanged }) =>
              toast.success(`${confirmed} ${confirmed === 1 ? 'enrolment' : 'enrolments'} confirmed`, {
                description:
                  unchanged > 0 ? `${unchanged} already confirmed with the same member ID` : undefined,
              }),
          }),
        );
      }}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        Upload member IDs
      </h2>
      <p className="text-ink-muted">
        Fill in the member_id column of the downloaded file and upload it. A file with a mistake is not used
        at all.
      </p>
      <Label htmlFor={`${id}-file`}>CSV file</Label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        className="min-h-11 text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-surface file:px-4 file:text-brand-800"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" className="self-start" disabled={!file || upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload member IDs'}
      </Button>
      {upload.error && (
        <div
          id={`${id}-error`}
          role="alert"
          className="rounded-xl border-2 border-danger-700 bg-danger-50 p-4 text-danger-800"
        >
          <p className="font-semibold">
            {lines.length > 0
              ? 'The file was not used, so no enrolment was confirmed. Correct these lines:'
              : (error?.fields.content ?? upload.error.message)}
          </p>
          {lines.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {lines.map(({ line, reason }) => (
                <li key={line}>
                  Line {line}: {reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
