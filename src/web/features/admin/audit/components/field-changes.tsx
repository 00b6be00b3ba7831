import { Fragment } from 'react';
import { smallPhotoUrl } from '@/domain/property/listing-photos';
import { fieldChanges, type AuditValue } from './audit-values';

interface FieldChangesProps {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Past this many, a photo list shows its first ones and counts the rest (the first is the main photo). */
const MAX_THUMBNAILS = 6;

function Value({ value }: { value: AuditValue }) {
  if (value.kind === 'text') return <>{value.text}</>;
  const shown = value.photos.slice(0, MAX_THUMBNAILS);
  const more = value.photos.length - shown.length;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 align-middle">
      {shown.map((photo) => (
        <img
          key={photo.url}
          src={smallPhotoUrl(photo.url)}
          alt={photo.name}
          loading="lazy"
          className="size-10 rounded bg-brand-50 object-cover"
        />
      ))}
      {more > 0 && <span>and {more} more</span>}
    </span>
  );
}

/** What an entry changed, one field a line: 'Status  pending → paid', photos as thumbnails. */
export function FieldChanges({ before, after }: FieldChangesProps) {
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
      {changes.map((change) => (
        <Fragment key={change.key}>
          <dt className="font-medium text-ink">{change.label}</dt>
          <dd className="break-words">
            {change.before !== undefined && (
              <>
                <Value value={change.before} />
                {change.after !== undefined && (
                  <>
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> changed to </span>
                  </>
                )}
              </>
            )}
            {change.after !== undefined && <Value value={change.after} />}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
