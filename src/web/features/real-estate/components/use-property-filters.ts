import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  propertyFilterFromParams,
  propertyFilterToParams,
  type PropertyUrlFilter,
} from '@/domain/property/property';

/** The list's filters live in the URL, so a filtered list can be shared and survives a reload. */
export function usePropertyFilters() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => propertyFilterFromParams(params), [params]);
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
