import { useQuery } from '@tanstack/react-query';
import type { HospitalResultsView, HospitalSearch } from '@/domain/catalogue/hospitals';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { hospitalSearchQueryOptions } from '../api/hospitals';
import { HospitalResult } from './hospital-result';
import { HospitalSearchForm } from './hospital-search-form';

/** Marks the finder in the prerendered page, where the server puts the results a URL asks for. */
export const HOSPITAL_FINDER_SLOT = 'data-hospital-finder';

interface HospitalFinderProps {
  search: HospitalSearch;
  /** What the server found for `search` and wrote into the page, so the list is there before any request. */
  initialResults?: HospitalResultsView;
  /** Changes when the form is to start again from `search`'s values. */
  formKey: string;
}

/** The search form beside what it found: the part of /healthcare/hospitals the server renders per URL. */
export function HospitalFinder({ search, initialResults, formKey }: HospitalFinderProps) {
  const query = useQuery(hospitalSearchQueryOptions(search, initialResults));
  const hospitals = query.data?.hospitals ?? [];
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]" {...{ [HOSPITAL_FINDER_SLOT]: '' }}>
      <HospitalSearchForm key={formKey} search={search} />
      <section aria-labelledby="hospital-results-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="hospital-results-heading" className="sr-only">
          Hospitals found
        </h2>
        <p role="status" className="text-ink-muted">
          {query.isPending
            ? 'Searching…'
            : `${hospitals.length} ${hospitals.length === 1 ? 'hospital' : 'hospitals'} found`}
        </p>
        <p className="text-sm text-ink-muted">
          The hospitals listed are sample data for this demonstration, not the insurers' full lists.
        </p>
        {query.isError && (
          <Alert variant="destructive">
            <AlertDescription>{query.error.message}</AlertDescription>
          </Alert>
        )}
        {query.data?.truncated && (
          <p className="text-sm text-ink-muted">
            Showing the first {hospitals.length}. Choose a state or type part of the name to narrow the list.
          </p>
        )}
        {query.isSuccess && hospitals.length === 0 && (
          <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-6 text-ink-muted">
            No hospital matches this search. Try part of the name, or another town.
          </p>
        )}
        <ul className="flex flex-col gap-4">
          {hospitals.map((hospital) => (
            <HospitalResult key={hospital.id} hospital={hospital} />
          ))}
        </ul>
      </section>
    </div>
  );
}
