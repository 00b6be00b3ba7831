import { Link } from 'react-router';
import { PARTNER_KIND_LABELS, type PartnerSummaryView } from '@/domain/partners/partner';
import { paths } from '@/web/config/paths';

/** The organisations, each opening its portal page, where an admin acts for the partner (audited as themselves). */
export function PartnerList({ organisations }: { organisations: PartnerSummaryView[] }) {
  if (organisations.length === 0) return <p className="text-ink-muted">No partner organisations yet.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {organisations.map((organisation) => (
        <li
          key={organisation.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <div>
            <p className="font-semibold text-ink">{organisation.name}</p>
            <p className="text-ink-muted">
              {PARTNER_KIND_LABELS[organisation.kind]} · {organisation.memberCount}{' '}
              {organisation.memberCount === 1 ? 'person' : 'people'}
            </p>
          </div>
          <Link
            to={paths.partnerOrganisation(organisation.id)}
            className="inline-flex min-h-11 items-center rounded-lg font-semibold text-brand-800 underline underline-offset-4"
          >
            Open {organisation.name}&apos;s portal
          </Link>
        </li>
      ))}
    </ul>
  );
}
