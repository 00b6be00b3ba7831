import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { PropertyApplicationInput } from '@/domain/property/property-application.schema';
import {
  propertyFilterToParams,
  type PropertyPageView,
  type PropertyUrlFilter,
} from '@/domain/property/property';
import { propertyApplicationKeys } from '@/web/api/applications';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';
import { serverFirstPageAt, takeServerFirstPage } from './server-first-page';

export const realEstateKeys = {
  all: rootKeys.realEstate,
  providers: () => [...realEstateKeys.all, 'providers'] as const,
  /** The filter as its URL query, so equal filters share one cache entry. */
  list: (filter: PropertyUrlFilter) =>
    [...realEstateKeys.all, 'list', propertyFilterToParams(filter).toString()] as const,
  detail: (id: string) => [...realEstateKeys.all, 'property', id] as const,
};

export function getProvidersQueryOptions() {
  return queryOptions({
    queryKey: realEstateKeys.providers(),
    queryFn: async () => (await unwrap(api['realty-providers'].$get())).providers,
  });
}

const FIRST_PAGE_PARAM = '';

/** The list's cache entry holding one page, the first: what the server rendered into /real-estate. */
function firstPageData(page: PropertyPageView): InfiniteData<PropertyPageView, string> {
  return { pages: [page], pageParams: [FIRST_PAGE_PARAM] };
}

/**
 * The list, a page at a time through the server's keyset cursor. Unfiltered, it starts from the first page the
 * server put into the HTML of /real-estate, if this document has one: hydration then renders the same cards, and
 * nothing is fetched while that page is fresh (decision 023).
 */
export function getPropertyListQueryOptions(filter: PropertyUrlFilter) {
  const params = propertyFilterToParams(filter);
  const query = Object.fromEntries(params);
  return infiniteQueryOptions({
    queryKey: realEstateKeys.list(filter),
    initialPageParam: FIRST_PAGE_PARAM,
    queryFn: async ({ pageParam }): Promise<PropertyPageView> =>
      unwrap(api.properties.$get({ query: pageParam ? { ...query, cursor: pageParam } : query })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...(params.size === 0 && {
      initialData: () => {
        const page = takeServerFirstPage();
        return page && firstPageData(page);
      },
      initialDataUpdatedAt: serverFirstPageAt,
    }),
  });
}

export function getPropertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: realEstateKeys.detail(id),
    queryFn: async () => (await unwrap(api.properties[':id'].$get({ param: { id } }))).property,
  });
}

export function useApplyForProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...propertyApplicationKeys.all, 'create'],
    mutationFn: async (input: PropertyApplicationInput) =>
      (await unwrap(api['property-applications'].$post({ json: input }))).application,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyApplicationKeys.all }),
    // The form shows the server's message (a duplicate, a field) where it belongs.
    meta: { toastError: false },
  });
}

/** A listing's title documents: answered only to admins and applicants whose application is approved (decision 059). */
export function getTitleDocumentsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: [...realEstateKeys.detail(propertyId), 'title-documents'] as const,
    queryFn: async () =>
      (await unwrap(api.properties[':id']['title-documents'].$get({ param: { id: propertyId } }))).documents,
  });
}
