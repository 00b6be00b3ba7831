import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { formatCalendarDate } from '@/domain/calendar-date';
import type { SavedSearchView } from '@/domain/property/saved-search';
import { useDeleteSavedSearch, useSavedSearches } from '@/web/api/saved-searches';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';

/** Where the listing's 'Saved searches' link lands (paths.savedSearches). */
const SECTION_ID = 'saved-searches';

/**
 * The user's saved property searches (decision 043): each opens the list with its filters and can be deleted,
 * which also stops its alerts.
 */
export function SavedSearches() {
  const { data: searches, isPending, isError } = useSavedSearches();
  return (
    <div id={SECTION_ID} className="scroll-mt-20">
      <SectionCard
        title="Saved searches"
        description="New listings that match a saved search come to you once a day, in the app and by email."
      >
        {isPending && <p role="status">Loading...</p>}
        {isError && <p role="status">We couldn't load your saved searches. Please try again.</p>}
        {searches?.length === 0 && (
          <p className="text-ink-muted">
            No saved searches yet. Filter the{' '}
            <Link to={paths.realEstate} className="font-semibold text-brand-700 underline underline-offset-4">
              property listings
            </Link>{' '}
            and choose ‘Save this search’.
          </p>
        )}
        {searches && searches.length > 0 && (
          <ul className="flex flex-col divide-y divide-line">
            {searches.map((search) => (
              <SavedSearchRow key={search.id} search={search} />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

function SavedSearchRow({ search }: { search: SavedSearchView }) {
  const remove = useDeleteSavedSearch();
  const to = search.query ? `${paths.realEstate}?${search.query}` : paths.realEstate;
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <Link to={to} className="font-semibold break-words text-brand-700 underline underline-offset-4">
          {search.name}
        </Link>
        <p className="text-sm text-ink-muted">
          {search.lastAlertedOn
            ? `Last alert ${formatCalendarDate(search.lastAlertedOn)}`
            : 'No alert yet: one comes the day a new listing matches'}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete saved search ${search.name}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(search.id, { onSuccess: () => toast.success('Saved search deleted') })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
