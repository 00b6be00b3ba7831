import { describe, expect, it } from 'vitest';
import {
  adminNextOrderStatuses,
  canChangeOrderStatus,
  isSystemOnlyStatus,
  ORDER_STATUSES,
  refusedOrderChangeMessage,
} from './order-status';

describe('order status changes', () => {
  it.each([
    ['pending', 'paid'],
    ['paid', 'active'],
    ['pending', 'cancelled'],
    ['paid', 'cancelled'],
    ['active', 'expired'],
  ] as const)('allow %s → %s', (from, to) => expect(canChangeOrderStatus(from, to)).toBe(true));

  it('allow nothing else', () => {
    const allowed = new Set([
      'pending→paid',
      'paid→active',
      'pending→cancelled',
      'paid→cancelled',
      'active→expired',
    ]);
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        expect(canChangeOrderStatus(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
  });
});

describe('which changes an admin may make', () => {
  it('follows the order transitions of DECISIONS 17', () => {
    expect(canChangeOrderStatus('pending', 'paid')).toBe(true);
    expect(canChangeOrderStatus('paid', 'active')).toBe(true);
    expect(canChangeOrderStatus('pending', 'active')).toBe(false);
    expect(canChangeOrderStatus('cancelled', 'paid')).toBe(false);
  });

  it('never offers expired, which only the coverage sweep gives (decision 037)', () => {
    expect(adminNextOrderStatuses('active')).toEqual([]);
    expect(adminNextOrderStatuses('paid')).toEqual(['active', 'cancelled']);
    for (const from of ORDER_STATUSES) expect(adminNextOrderStatuses(from)).not.toContain('expired');
    expect(isSystemOnlyStatus('expired')).toBe(true);
    expect(isSystemOnlyStatus('cancelled')).toBe(false);
  });

  it('explains a refusal with the status labels', () => {
    expect(refusedOrderChangeMessage('paid', 'pending')).toBe(
      'An order that is Paid cannot become Pending payment',
    );
    expect(refusedOrderChangeMessage('active', 'active')).toBe('This order is already Active');
  });
});
