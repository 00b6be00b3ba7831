import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { applicationDetailPath } from '@/domain/applications/application-pages';
import { formatDate } from '@/web/lib/format-date';
import { getMyClaimsQueryOptions } from '../../api/funeral-claims';
import { ClaimStatusBadge } from '@/web/components/status/claim-status-badge';

/** The claims on the user's funeral plans in 'My Orders', each opening its plan's page, where its steps are. */
export function MyClaims() {
  const claims = useQuery(getMyClaimsQueryOptions());
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <div>
      <h3 className="text-base font-bold text-ink">Funeral claims</h3>
      <ul aria-label="Funeral claims" className="divide-y divide-line">
        {claims.data.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <Link
              to={applicationDetailPath('funeral', claim.applicationId)}
              className="flex min-h-11 flex-col justify-center font-semibold wrap-anywhere text-brand-800 underline-offset-4 hover:underline"
            >
              Claim {claim.reference}
              <span className="font-normal text-ink-muted">
                {claim.personName ?? 'Funeral plan'}, died {formatDate(claim.dateOfDeath)}
              </span>
            </Link>
            <ClaimStatusBadge status={claim.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}
