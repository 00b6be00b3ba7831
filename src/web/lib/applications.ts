import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

/**
 * The signed-in user's property and funeral applications, for 'My Orders'. The keys are the ones the real-estate
 * and funeral features invalidate after applying.
 */
export function getMyPropertyApplicationsQueryOptions() {
  return queryOptions({
    queryKey: ['property-applications'],
    queryFn: async () => (await unwrap(api['property-applications'].$get())).applications,
  });
}

export function getMyFuneralApplicationsQueryOptions() {
  return queryOptions({
    queryKey: ['funeral-applications'],
    queryFn: async () => (await unwrap(api['funeral-applications'].$get())).applications,
  });
}
