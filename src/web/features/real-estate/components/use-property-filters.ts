import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowserValue } from '@/web/lib/use-hydrated';
import {
  propertyFilterFromParams,
  propertyFilterToParams,
  type PropertyUrlFilter,
} from '@/domain/property/property';

/**
 * The list's filters live in the URL, so a filtered list can be shared and survives a reload. The page is
 * prerendered without a query, so the query counts only once hydrated: hydration then matches the built HTML.
 */
export function usePropertyFilters() {
  const [params, setParams] = useSearchParams();
  // The filter as its canonical query: the unfiltered list hydrates without rendering the page again, and an
  // unrelated parameter changes nothing.
  const query = useBrowserValue(propertyFilterToParams(propertyFilterFromParams(params)).toString(), '');
  const filter = useMemo(() => propertyFilterFromParams(new URLSearchParams(query)), [query]);
  const update = useCallback(
    (change: Partial<PropertyUrlFilter>) =>
      setParams(propertyFilterToParams({ ...filter, ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [filter, setParams],
  );
  return { filter, update };
}
