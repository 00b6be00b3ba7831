import { Link } from 'react-router';
import type { UnderwriterClaimRow } from '@/domain/funeral/underwriter-claims';
import { formatNgn } from '@/domain/money';
import { ClaimStatusBadge } from '@/web/components/status/claim-status-badge';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';
import { formatDateTime } from '@/web/lib/format-date-time';

const isSettled = (claim: UnderwriterClaimRow) => claim.status === 'paid' || claim.status === 'rejected';

/** The claims on the underwriter's plans: the ones still to decide or pay first, then the settled ones. */
export function ClaimsList({
  organisationId,
  claims,
}: {
  organisationId: string;
  claims: UnderwriterClaimRow[];
}) {
  if (claims.length === 0)
    return <p className="text-ink-muted">No claims have been made on your plans yet.</p>;
  const open = claims.filter((claim) => !isSettled(claim));
  const settled = claims.filter(isSettled);
  return (
    <div className="flex flex-col gap-6">
      <ClaimGroup id="open-claims" title="Open claims" empty="No claim is waiting for you.">
        {open.map((claim) => (
          <ClaimItem key={claim.id} organisationId={organisationId} claim={claim} />
        ))}
      </ClaimGroup>
      {settled.length > 0 && (
        <ClaimGroup id="settled-claims" title="Paid or rejected" empty="">
          {settled.map((claim) => (
            <ClaimItem key={claim.id} organisationId={organisationId} claim={claim} />
          ))}
        </ClaimGroup>
      )}
    </div>
  );
}

function ClaimGroup({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </section>
  );
}

function ClaimItem({ organisationId, claim }: { organisationId: string; claim: UnderwriterClaimRow }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.partnerClaim(organisationId, claim.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Claim {claim.reference}
        </Link>
        <ClaimStatusBadge status={claim.status} />
      </div>
      <p className="wrap-anywhere text-ink">
        {claim.personName ?? 'Personal details removed'} · died {formatDate(claim.dateOfDeath)}
      </p>
      <p className="text-ink-muted">
        {formatNgn(claim.amountNgn)} · plan {claim.applicationReference} · received{' '}
        {formatDateTime(claim.createdAt)}
      </p>
    </li>
  );
}
