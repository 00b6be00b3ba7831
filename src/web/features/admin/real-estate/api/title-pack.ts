import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TitlePackFormInput } from '@/domain/property/title-pack';
import { api, unwrap, unwrapEmpty } from '@/web/lib/api-client';
import { adminPropertyKeys } from './admin-properties';

const titlePackKey = (id: string) => [...adminPropertyKeys.detail(id), 'title-pack'] as const;

export function getAdminTitlePackQueryOptions(id: string) {
  return queryOptions({
    queryKey: titlePackKey(id),
    queryFn: async () =>
      (await unwrap(api.admin.properties[':id']['title-pack'].$get({ param: { id } }))).titlePack,
  });
}

export function useAdminTitlePack(id: string) {
  return useQuery(getAdminTitlePackQueryOptions(id));
}

/** Saves the pack; the listing's queries (console and public) are read again after. */
export function useSaveTitlePack(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...titlePackKey(id), 'save'],
    mutationFn: async (json: TitlePackFormInput) =>
      (await unwrap(api.admin.properties[':id']['title-pack'].$put({ param: { id }, json }))).titlePack,
    onSuccess: (saved) => {
      queryClient.setQueryData(getAdminTitlePackQueryOptions(id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: adminPropertyKeys.all });
    },
    meta: { toastError: false },
  });
}

export function useUploadTitleDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...titlePackKey(id), 'upload'],
    mutationFn: async (file: File) =>
      (await unwrap(api.admin.properties[':id']['title-documents'].$post({ param: { id }, form: { file } })))
        .document,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titlePackKey(id) }),
    meta: { toastError: false },
  });
}

export function useRemoveTitleDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...titlePackKey(id), 'remove'],
    mutationFn: async (documentId: string) => {
      await unwrapEmpty(
        api.admin.properties[':id']['title-documents'][':documentId'].$delete({ param: { id, documentId } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titlePackKey(id) }),
  });
}
