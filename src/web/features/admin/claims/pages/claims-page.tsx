import type { MetaFunction } from 'react-router';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from '@/domain/funeral/funeral-claim-rules';
import { formatNgn } from '@/domain/money';
import { paths } from '@/web/config/paths';
import { formatDate } from '@/web/lib/format-date';
import { formatDateTime } from '@/web/lib/format-date-time';
import { AdminList } from '../../components/admin-list';
import { AdminPage } from '../../components/admin-page';
import { AdminRow } from '../../components/admin-row';
import { ChoiceFilter, useUrlFilter } from '../../components/list-filters';
import { StatusBadge } from '../../components/status-badge';
import { useClaimsList } from '../api/admin-claims';

export const meta: MetaFunction = () => [{ title: 'Funeral claims | Diaspora Hub admin' }];

const STATUS_OPTIONS = CLAIM_STATUSES.map((status) => ({
  value: status,
  label: CLAIM_STATUS_LABELS[status],
}));
const isStatus = (value: string): value is ClaimStatus =>
  (CLAIM_STATUSES as readonly string[]).includes(value);

/** The claims queue (issue 16, point 5): newest first, filtered by status in the URL. */
export default function ClaimsPage() {
  const [statusParam, setStatus] = useUrlFilter('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const list = useClaimsList(status);
  return (
    <AdminPage title="Funeral claims" description="Deaths reported on funeral plans, newest first.">
      <ChoiceFilter
        label="Status"
        value={status}
        onChange={setStatus}
        options={STATUS_OPTIONS}
        allLabel="All statuses"
      />
      <AdminList
        label="Funeral claims"
        query={list}
        empty={status ? 'No claims have this status.' : 'No claims yet.'}
        getKey={(claim) => claim.id}
      >
        {(claim) => (
          <AdminRow
            to={paths.adminClaim(claim.id)}
            title={claim.reference}
            badge={<StatusBadge status={claim.status} label={CLAIM_STATUS_LABELS[claim.status]} />}
            details={
              <>
                <span className="font-medium wrap-anywhere text-ink">
                  {claim.personName ?? 'Personal details removed'}, died {formatDate(claim.dateOfDeath)}
                </span>
                <span>
                  Plan {claim.applicationReference} · {formatNgn(claim.amountNgn)} ·{' '}
                  {formatDateTime(claim.createdAt)}
                </span>
              </>
            }
          />
        )}
      </AdminList>
    </AdminPage>
  );
}
