import { APPLICATION_STATUS_LABELS } from '@/domain/applications/application-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/applications/application-view';
import { ChoiceFilter, SearchFilter } from '../../components/list-filters';
import type { ApplicationsFilter } from '../api/admin-applications';

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

interface ApplicationsFiltersProps {
  filter: ApplicationsFilter;
  onStatus: (status: ApplicationStatus | '') => void;
  onSearch: (q: string) => void;
}

export function ApplicationsFilters({ filter, onStatus, onSearch }: ApplicationsFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <ChoiceFilter
        label="Status"
        value={filter.status}
        onChange={(value) => onStatus(value as ApplicationStatus | '')}
        options={STATUS_OPTIONS}
        allLabel="All statuses"
      />
      {/* Keyed by the URL's value, so the box follows a link that changes the search. */}
      <SearchFilter
        key={filter.q}
        label="Reference or email"
        placeholder="PA1XYZ or name@example.com"
        value={filter.q}
        onSearch={onSearch}
      />
    </div>
  );
}
