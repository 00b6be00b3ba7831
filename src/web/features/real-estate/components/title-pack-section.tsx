import { useQuery } from '@tanstack/react-query';
import { FileText, ShieldCheck } from 'lucide-react';
import { formatCalendarDate } from '@/domain/calendar-date';
import type { Me } from '@/domain/accounts/me';
import type { PropertyView } from '@/domain/property/property';
import {
  mayOpenTitleDocuments,
  titleDocumentsLockedNote,
  type TitleDocumentReader,
} from '@/domain/property/title-document-access';
import {
  TITLE_STATUS_LABELS,
  TITLE_VERIFIED_MEANS,
  titleDocumentPath,
  type TitlePackView,
} from '@/domain/property/title-pack';
import { getMyApplicationsForPropertyQueryOptions } from '@/web/api/applications';
import { useMe } from '@/web/api/me';
import { getTitleDocumentsQueryOptions } from '../api/properties';

function statusText(pack: TitlePackView): string {
  if (pack.status === 'verified' && pack.verifiedOn) {
    return `${TITLE_STATUS_LABELS.verified} on ${formatCalendarDate(pack.verifiedOn)}`;
  }
  return TITLE_STATUS_LABELS[pack.status];
}

/** The reader as the server judges them: an admin counts only with two-factor on and no password change pending. */
function readerOf(me: Me | null | undefined): TitleDocumentReader {
  if (!me) return 'visitor';
  const { role, twoFactorEnabled, passwordChangeRequired } = me.user;
  return role === 'admin' && twoFactorEnabled && !passwordChangeRequired ? 'admin' : 'customer';
}

/**
 * The listing's title pack, said plainly (decision 042): the kind of title, how far we have checked it and what
 * 'verified' means, the agent's registration number, and the documents. Those open by the one rule
 * (decision 059): links only for a reader it lets in, and for anyone else what would open them.
 */
export function TitlePackSection({ property }: { property: PropertyView }) {
  const pack = property.titlePack;
  const me = useMe();
  const mine = useQuery({
    ...getMyApplicationsForPropertyQueryOptions(property.id),
    enabled: Boolean(me.data),
  });
  const statuses = (mine.data ?? []).map((application) => application.status);
  const opens = mayOpenTitleDocuments(readerOf(me.data), statuses);
  // Until the reader is known, neither a note that may not apply to them nor a link that may be refused.
  const deciding = me.isPending || (Boolean(me.data) && mine.isPending);
  const documents = useQuery({
    ...getTitleDocumentsQueryOptions(property.id),
    enabled: opens && pack.documentCount > 0,
  });
  const facts = [
    { term: 'Title type', value: pack.titleType ?? 'Not recorded yet' },
    { term: 'Title status', value: statusText(pack) },
    { term: 'Agent registration number', value: pack.agentRegistration ?? 'Not recorded yet' },
  ];

  return (
    <section aria-labelledby="title-heading" className="flex flex-col gap-4">
      <h2 id="title-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" /> Title and documents
      </h2>
      <dl className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-3">
        {facts.map(({ term, value }) => (
          <div key={term} className="flex min-w-0 flex-col gap-1">
            <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
            <dd className="font-semibold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {pack.status === 'verified' && <p className="leading-relaxed text-ink">{TITLE_VERIFIED_MEANS}</p>}
      {pack.documentCount > 0 &&
        !deciding &&
        (opens ? (
          documents.data && (
            <ul className="flex flex-col gap-2">
              {documents.data.map((document) => (
                <li key={document.id}>
                  <a
                    href={titleDocumentPath(property.id, document.id)}
                    download={document.name}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
                  >
                    <FileText aria-hidden="true" className="size-5 shrink-0" />
                    {document.name}
                  </a>
                </li>
              ))}
            </ul>
          )
        ) : (
          <p className="text-ink-muted">
            {pack.documentCount === 1 ? '1 title document is' : `${pack.documentCount} title documents are`}{' '}
            on file. {titleDocumentsLockedNote(statuses)}
          </p>
        ))}
    </section>
  );
}
