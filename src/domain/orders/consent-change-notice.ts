import type { ConsentDecision } from './beneficiary-invitation';
import type { OrderStatus } from './order-status';

export interface ConsentChange {
  /** The person's full name as the order holds it. */
  name: string;
  provider: string;
  planName: string;
  confirmationNumber: string;
  orderStatus: OrderStatus;
  before: ConsentDecision | null;
  decision: ConsentDecision;
}

/**
 * What the sponsor is told when a person's answer changes (docs/decisions/073), or nothing when it is the same
 * answer again or a first yes (the order's page shows that). Once the cover has started, a withdrawn yes does not
 * end it by itself (decision 041), and an active order can be neither cancelled nor have a person removed
 * (decision 052): so the notice says the cover carries on and points to support, not that it "cannot start".
 */
export function consentChangeNotice(change: ConsentChange): { title: string; body: string } | undefined {
  const { name, provider, planName, confirmationNumber, before, decision } = change;
  if (decision === before) return undefined;
  const cover = `the ${planName} cover on order ${confirmationNumber}`;
  const started = change.orderStatus === 'active';
  if (decision === 'refused') {
    return {
      title: 'Consent refused',
      body: started
        ? `${name} took back their agreement to their details being shared with ${provider}. ${capitalised(cover)} has already started for them and carries on. You may want to talk with them; to end their cover, contact support.`
        : `${name} did not agree to their details being shared with ${provider}, so ${cover} cannot start for them. You may want to talk with them, or cancel the order.`,
    };
  }
  if (before !== 'refused') return undefined;
  return {
    title: 'Consent given',
    body: started
      ? `${name} changed their answer and agrees again to their details being shared with ${provider}. ${capitalised(cover)} carries on as before.`
      : `${name} changed their answer and now agrees to their details being shared with ${provider}, so ${cover} can start for them once everyone on the order has agreed.`,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
