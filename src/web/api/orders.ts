import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { rootKeys } from './root-keys';

/**
 * The signed-in user's orders. Shared by the purchase pages and the profile, so placing an order refreshes
 * 'My Orders' through one key.
 */
export const orderKeys = {
  all: rootKeys.orders,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  cards: (id: string) => [...orderKeys.all, 'cards', id] as const,
  invitations: (id: string) => [...orderKeys.all, 'invitations', id] as const,
};

export function getMyOrdersQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.list(),
    queryFn: async () => (await unwrap(api.orders.$get())).orders,
  });
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async () => (await unwrap(api.orders[':id'].$get({ param: { id } }))).order,
    retry: false,
  });
}

/** An active or expired order's member cards (docs/decisions/038): for its owner's card page and the console. */
export function getOrderCardsQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.cards(id),
    queryFn: async () => (await unwrap(api.orders[':id'].cards.$get({ param: { id } }))).cards,
    retry: false,
  });
}

/**
 * Where a card's PDF is downloaded from: a plain link, so the browser saves it as a file. Written out, as the typed
 * client's $url() needs an absolute base and this client's is '/api'.
 */
export function cardPdfUrl(orderId: string, cardId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/cards/${encodeURIComponent(cardId)}/pdf`;
}

/** Where each person's invitation stands, with the current links (docs/decisions/041): owner and console. */
export function getOrderInvitationsQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.invitations(id),
    queryFn: async () => (await unwrap(api.orders[':id'].invitations.$get({ param: { id } }))).invitations,
    retry: false,
  });
}

/** Sends one person a new link; the answer is the order's invitations, and My Orders shows the new state. */
export function useResendInvitation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.invitations(orderId), 'resend'],
    mutationFn: async (beneficiaryId: string) =>
      (
        await unwrap(
          api.orders[':id'].invitations[':beneficiaryId'].resend.$post({
            param: { id: orderId, beneficiaryId },
          }),
        )
      ).invitations,
    onSuccess: (invitations) => {
      queryClient.setQueryData(getOrderInvitationsQueryOptions(orderId).queryKey, invitations);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    },
  });
}

/** Where a paid order's receipt PDF is downloaded from (docs/decisions/051): a plain link, like the cards'. */
export function receiptPdfUrl(orderId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/receipt.pdf`;
}

/**
 * The sponsor removes a person who refused or never answered (docs/decisions/052). The answer has no timeline,
 * so it is not written into the order's cache: the order, its invitations and My Orders are fetched again.
 */
export function useRemovePerson(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.detail(orderId), 'remove'],
    mutationFn: async (beneficiaryId: string) =>
      (
        await unwrap(
          api.orders[':id'].beneficiaries[':beneficiaryId'].$delete({
            param: { id: orderId, beneficiaryId },
          }),
        )
      ).order,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
