import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '@/web/lib/use-hydrated';
import {
  propertyFilterFromParams,
  propertyFilterToParams,
  type PropertyUrlFilter,
} from '@/domain/property/property';

const NO_PARAMS = new URLSearchParams();

/**
 * The list's filters live in the URL, so a filtered list can be shared and survives a reload. The page is
 * prerendered without a query, so the query counts only once hydrated: hydration then matches the built HTML.
 */
export function usePropertyFilters() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const filter = useMemo(() => propertyFilterFromParams(hydrated ? params : NO_PARAMS), [hydrated, params]);
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
