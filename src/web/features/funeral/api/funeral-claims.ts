import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FuneralClaimInput, FuneralClaimView } from '@/domain/funeral/funeral-claim.schema';
import type { ClaimContactInput } from '@/domain/funeral/claim-contact';
import { funeralApplicationKeys } from '@/web/api/applications';
import { rootKeys } from '@/web/api/root-keys';
import { api, toApiError, unwrap } from '@/web/lib/api-client';

/** Claims on the user's funeral plans: on each application's page, in 'My Orders', and through a claim link. */
export const funeralClaimKeys = {
  all: rootKeys.funeralClaims,
  mine: () => [...funeralClaimKeys.all, 'mine'] as const,
  ofApplication: (applicationId: string) => [...funeralClaimKeys.all, 'application', applicationId] as const,
  link: (token: string) => [...funeralClaimKeys.all, 'link', token] as const,
};

export function getMyClaimsQueryOptions() {
  return queryOptions({
    queryKey: funeralClaimKeys.mine(),
    queryFn: async () => (await unwrap(api['funeral-claims'].$get())).claims,
  });
}

export function getApplicationClaimsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: funeralClaimKeys.ofApplication(applicationId),
    queryFn: () => unwrap(api['funeral-applications'][':id'].claims.$get({ param: { id: applicationId } })),
  });
}

export function getClaimLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: funeralClaimKeys.link(token),
    queryFn: async () => (await unwrap(api['funeral-claim-links'][':token'].$get({ param: { token } }))).link,
    retry: false,
  });
}

/** The claim's fields and its document as one multipart form, as the server reads them. */
async function postClaim(
  path: string,
  claim: FuneralClaimInput,
  file: File | null,
): Promise<FuneralClaimView> {
  const form = new FormData();
  for (const [key, value] of Object.entries(claim)) if (typeof value === 'string') form.set(key, value);
  if (file) form.set('file', file);
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  if (!response.ok) throw await toApiError(response);
  return ((await response.json()) as { claim: FuneralClaimView }).claim;
}

export interface ClaimSubmission {
  claim: FuneralClaimInput;
  file: File | null;
}

/** Reports a death, as the holder (`applicationId`) or through a claim link (`token`). */
export function useSubmitClaim(target: { applicationId: string } | { token: string }) {
  const queryClient = useQueryClient();
  const path =
    'token' in target
      ? `/api/funeral-claim-links/${encodeURIComponent(target.token)}/claims`
      : `/api/funeral-applications/${encodeURIComponent(target.applicationId)}/claims`;
  return useMutation({
    mutationFn: ({ claim, file }: ClaimSubmission) => postClaim(path, claim, file),
    // The form shows the refusal on its fields; no global toast.
    meta: { toastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: funeralClaimKeys.all }),
  });
}

export function useSendClaimLink(applicationId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api['funeral-applications'][':id']['claim-link'].$post({
          param: { id: applicationId },
          json: { email },
        }),
      ),
    meta: { toastError: false },
  });
}

/** Names or replaces the application's claim contact (docs/decisions/067); the application is read again. */
export function useSetClaimContact(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contact: ClaimContactInput) =>
      (
        await unwrap(
          api['funeral-applications'][':id']['claim-contact'].$put({
            param: { id: applicationId },
            json: contact,
          }),
        )
      ).claimContact,
    meta: { toastError: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: funeralApplicationKeys.detail(applicationId) }),
  });
}
