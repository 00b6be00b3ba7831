import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

/**
 * The signed-in user's property and funeral applications: the real-estate and funeral features make them, the
 * profile's 'My Orders' lists them and their pages show one each, and a property page asks for its own.
 */
export const propertyApplicationKeys = {
  all: rootKeys.propertyApplications,
  list: () => [...propertyApplicationKeys.all, 'list'] as const,
  forProperty: (propertyId: string) => [...propertyApplicationKeys.all, 'property', propertyId] as const,
  detail: (id: string) => [...propertyApplicationKeys.all, 'detail', id] as const,
};

export const funeralApplicationKeys = {
  all: rootKeys.funeralApplications,
  list: () => [...funeralApplicationKeys.all, 'list'] as const,
  detail: (id: string) => [...funeralApplicationKeys.all, 'detail', id] as const,
};

export function getMyPropertyApplicationsQueryOptions() {
  return queryOptions({
    queryKey: propertyApplicationKeys.list(),
    queryFn: async () => (await unwrap(api['property-applications'].$get({ query: {} }))).applications,
  });
}

/** The user's applications for one listing, newest first. */
export function getMyApplicationsForPropertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyApplicationKeys.forProperty(propertyId),
    queryFn: async () =>
      (await unwrap(api['property-applications'].$get({ query: { propertyId } }))).applications,
  });
}

export function getPropertyApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: propertyApplicationKeys.detail(id),
    queryFn: async () =>
      (await unwrap(api['property-applications'][':id'].$get({ param: { id } }))).application,
    retry: false,
  });
}

export function getMyFuneralApplicationsQueryOptions() {
  return queryOptions({
    queryKey: funeralApplicationKeys.list(),
    queryFn: async () => (await unwrap(api['funeral-applications'].$get())).applications,
  });
}

export function getFuneralApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: funeralApplicationKeys.detail(id),
    queryFn: async () =>
      (await unwrap(api['funeral-applications'][':id'].$get({ param: { id } }))).application,
    retry: false,
  });
}
