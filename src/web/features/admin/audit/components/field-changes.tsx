import { Fragment } from 'react';
import { fieldChanges } from './audit-values';

interface FieldChangesProps {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What an entry changed, one field a line: 'Status  pending → paid'. */
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
                {change.before}
                {change.after !== undefined && (
                  <>
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> changed to </span>
                  </>
                )}
              </>
            )}
            {change.after}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
