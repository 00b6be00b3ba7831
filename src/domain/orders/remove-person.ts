import type { ConsentDecision } from './beneficiary-invitation';
import type { OrderStatus } from './order-status';

/** What the sponsor is told when a removal is refused (docs/decisions/052). */
export const REMOVAL_MESSAGES = {
  notFound: 'This person is not on the order',
  notNow: 'People can be removed only before the cover is activated',
  consented: 'This person has agreed to the cover, so they stay on the order',
  lastPerson: 'This is the only person on the order: cancel the order instead',
} as const;

/**
 * Why this person cannot be removed now, or undefined when they can: a person who refused or has not answered can
 * be taken off an order that waits for payment or for consent, as long as someone stays on it.
 */
export function removalRefusal(
  status: OrderStatus,
  consent: ConsentDecision | null,
  peopleOnOrder: number,
): string | undefined {
  if (status !== 'pending' && status !== 'paid') return REMOVAL_MESSAGES.notNow;
  if (consent === 'given') return REMOVAL_MESSAGES.consented;
  if (peopleOnOrder <= 1) return REMOVAL_MESSAGES.lastPerson;
  return undefined;
}

/** Whether the sponsor's order page offers 'Remove' for a person: the same rule, from the page's facts. */
export function mayRemove(
  status: OrderStatus,
  consent: ConsentDecision | null,
  peopleOnOrder: number,
): boolean {
  return removalRefusal(status, consent, peopleOnOrder) === undefined;
}
