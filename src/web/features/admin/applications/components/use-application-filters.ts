import { isApplicationKind } from '@/domain/applications/application-admin';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/applications/application-view';
import { useUrlFilter } from '../../components/list-filters';
import type { ApplicationsFilter } from '../api/admin-applications';

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/**
 * The list's filters from the URL (`?kind=property&status=pending&q=PA1`), so a link such as the dashboard's
 * opens the list filtered. Values the console does not know fall back to the defaults, as on the server.
 */
export function useApplicationFilters() {
  const [kind, setKind] = useUrlFilter('kind');
  const [status, setStatus] = useUrlFilter('status');
  const [q, setQuery] = useUrlFilter('q');
  const filter: ApplicationsFilter = {
    kind: isApplicationKind(kind) ? kind : 'property',
    status: isStatus(status) ? status : '',
    q,
  };
  return { filter, setKind, setStatus, setQuery };
}
