import { useQuery } from '@tanstack/react-query';
import { coverWaiting, waitingPeopleOf } from '@/domain/orders/cover-waiting';
import type { OrderStatus } from '@/domain/orders/order-status';
import { getOrderInvitationsQueryOptions } from './orders';

/**
 * What an order's cover waits for (docs/decisions/048), for the pages that show one order: a paid order reads its
 * people's answers; until they are loaded it says nothing rather than guess.
 */
export function useCoverWaiting(order: { id: string; status: OrderStatus }): string[] {
  const paid = order.status === 'paid';
  const invitations = useQuery({ ...getOrderInvitationsQueryOptions(order.id), enabled: paid });
  if (paid && !invitations.data) return [];
  return coverWaiting(order.status, waitingPeopleOf(invitations.data ?? []), new Date());
}
