import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

/**
 * The signed-in user's property and funeral applications: the real-estate and funeral features make them, and
 * the profile's 'My Orders' lists them.
 */
export const propertyApplicationKeys = {
  all: rootKeys.propertyApplications,
};

export const funeralApplicationKeys = {
  all: rootKeys.funeralApplications,
};

export function getMyPropertyApplicationsQueryOptions() {
  return queryOptions({
    queryKey: propertyApplicationKeys.all,
    queryFn: async () => (await unwrap(api['property-applications'].$get())).applications,
  });
}

export function getMyFuneralApplicationsQueryOptions() {
  return queryOptions({
    queryKey: funeralApplicationKeys.all,
    queryFn: async () => (await unwrap(api['funeral-applications'].$get())).applications,
  });
}
