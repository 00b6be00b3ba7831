import { describe, expect, it } from 'vitest';
import { canChangeOrderStatus, ORDER_STATUSES } from './order-status';

describe('order status changes', () => {
  it.each([
    ['pending', 'paid'],
    ['paid', 'active'],
    ['pending', 'cancelled'],
    ['paid', 'cancelled'],
  ] as const)('allow %s → %s', (from, to) => expect(canChangeOrderStatus(from, to)).toBe(true));

  it('allow nothing else', () => {
    const allowed = new Set(['pending→paid', 'paid→active', 'pending→cancelled', 'paid→cancelled']);
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        expect(canChangeOrderStatus(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
  });
});
