import { queryOptions } from '@tanstack/react-query';
import {
  HOSPITAL_DIRECTORY,
  hospitalSearchToParams,
  type HospitalSearch,
  MAX_HOSPITAL_RESULTS,
  type HospitalResultsView,
} from '@/domain/catalogue/hospitals';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

export const hospitalKeys = {
  all: rootKeys.hospitals,
  /** The search as its URL query, so equal searches share one cache entry. */
  search: (search: HospitalSearch) =>
    [...hospitalKeys.all, hospitalSearchToParams(search).toString()] as const,
};

const UNFILTERED_RESULTS: HospitalResultsView = {
  hospitals: HOSPITAL_DIRECTORY.slice(0, MAX_HOSPITAL_RESULTS),
  truncated: HOSPITAL_DIRECTORY.length > MAX_HOSPITAL_RESULTS,
};

/**
 * A filtered search runs on the server's indexes (GET /api/hospitals), unless the server already wrote its results
 * into the page (`served`). The unfiltered list is the catalogue the page was built with, the same rows the server
 * copied from it, so it needs no request.
 */
export function hospitalSearchQueryOptions(search: HospitalSearch, served?: HospitalResultsView) {
  const query = Object.fromEntries(hospitalSearchToParams(search));
  const filtered = Object.keys(query).length > 0;
  const initialData = filtered ? served : UNFILTERED_RESULTS;
  return queryOptions({
    queryKey: hospitalKeys.search(search),
    queryFn: async (): Promise<HospitalResultsView> => unwrap(api.hospitals.$get({ query })),
    staleTime: 5 * 60_000,
    ...(initialData && { initialData }),
  });
}
