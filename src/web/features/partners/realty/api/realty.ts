import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatusChange } from '@/domain/applications/application-admin';
import type { ViewingDecision } from '@/domain/property/viewing';
import { rootKeys } from '@/web/api/root-keys';
import { api, unwrap } from '@/web/lib/api-client';

/** A realty firm's portal data, under its organisation (docs/decisions/082-realty-partners.md). */
export const realtyKeys = {
  all: (id: string) => [...rootKeys.partners, 'organisations', id, 'realty'] as const,
  applications: (id: string) => [...realtyKeys.all(id), 'applications'] as const,
  application: (id: string, applicationId: string) =>
    [...realtyKeys.applications(id), applicationId] as const,
  viewings: (id: string) => [...realtyKeys.all(id), 'viewings'] as const,
  listings: (id: string) => [...realtyKeys.all(id), 'listings'] as const,
};

const realty = () => api.partner.organisations[':id'].realty;

export function useRealtyApplications(id: string) {
  return useQuery(
    queryOptions({
      queryKey: realtyKeys.applications(id),
      queryFn: async () => (await unwrap(realty().applications.$get({ param: { id } }))).applications,
      retry: false,
    }),
  );
}

export function useRealtyViewings(id: string) {
  return useQuery(
    queryOptions({
      queryKey: realtyKeys.viewings(id),
      queryFn: async () => (await unwrap(realty().viewings.$get({ param: { id } }))).applications,
      retry: false,
    }),
  );
}

export function useRealtyApplication(id: string, applicationId: string) {
  return useQuery(
    queryOptions({
      queryKey: realtyKeys.application(id, applicationId),
      queryFn: async () =>
        (await unwrap(realty().applications[':applicationId'].$get({ param: { id, applicationId } })))
          .application,
      retry: false,
    }),
  );
}

export function useRealtyListings(id: string) {
  return useQuery(
    queryOptions({
      queryKey: realtyKeys.listings(id),
      queryFn: async () => (await unwrap(realty().listings.$get({ param: { id } }))).listings,
      retry: false,
    }),
  );
}

/** An outcome on an application; the lists and the application are read again. */
export function useRecordOutcome(id: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ApplicationStatusChange) =>
      (
        await unwrap(
          realty().applications[':applicationId'].status.$post({
            param: { id, applicationId },
            json: change,
          }),
        )
      ).application,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: realtyKeys.all(id) }),
    meta: { toastError: false },
  });
}

/** A viewing confirmed or another date proposed. */
export function useAnswerViewing(id: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ViewingDecision) =>
      (
        await unwrap(
          realty().applications[':applicationId'].viewing.$post({
            param: { id, applicationId },
            json: decision,
          }),
        )
      ).application,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: realtyKeys.all(id) }),
    meta: { toastError: false },
  });
}

/** A new document for a listing's title pack. */
export function useUploadTitleDocument(id: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await unwrap(
          realty().listings[':propertyId']['title-documents'].$post({
            param: { id, propertyId },
            form: { file },
          }),
        )
      ).document,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: realtyKeys.listings(id) }),
    meta: { toastError: false },
  });
}
