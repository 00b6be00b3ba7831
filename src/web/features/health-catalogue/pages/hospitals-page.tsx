import { useQuery } from '@tanstack/react-query';
import { useSearchParams, type MetaFunction } from 'react-router';
import { hospitalSearchFromParams, type HospitalSearch } from '@/domain/catalogue/hospitals';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { useHydrated } from '@/web/lib/use-hydrated';
import { hospitalSearchQueryOptions } from '../api/hospitals';
import { CataloguePage } from '../components/catalogue-page';
import { HospitalResult } from '../components/hospital-result';
import { HospitalSearchForm } from '../components/hospital-search-form';
import { BACK_TO_PROVIDERS } from '../provider-header';

export const meta: MetaFunction = () => [
  { title: 'Find a Hospital | Diaspora Hub' },
  {
    name: 'description',
    content:
      'Search the hospitals of every health plan by name, state and town, and see which plans cover each.',
  },
];

const UNFILTERED: HospitalSearch = {};

/**
 * The hospital finder (issue 15, point 1): every hospital of every plan, searched by name, state, town and tier on
 * the server. The filters are the URL, read once hydrated; the prerendered page lists every hospital.
 */
export default function HospitalsPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const search = hydrated ? hospitalSearchFromParams(params) : UNFILTERED;
  const query = useQuery(hospitalSearchQueryOptions(search));
  const hospitals = query.data?.hospitals ?? [];

  return (
    <CataloguePage
      title="Find a hospital"
      intro="Check which plans cover the hospital your family already uses. Search by name, or by state and town."
      back={BACK_TO_PROVIDERS}
    >
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        {/* Mounted again once the URL's filters are read, so its fields start from them. */}
        <HospitalSearchForm key={hydrated ? params.toString() : 'prerendered'} search={search} />
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
              Showing the first {hospitals.length}. Choose a state or type part of the name to narrow the
              list.
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
    </CataloguePage>
  );
}
