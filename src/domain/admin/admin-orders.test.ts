import { describe, expect, it } from 'vitest';
import {
  AdminOrdersQuerySchema,
  confirmationNumberRange,
  isAllowedOrderChange,
  OrderStatusChangeSchema,
  refusedOrderChangeMessage,
} from './admin-orders';

describe('the orders list query', () => {
  it('reads a known status and ignores an unknown or blank one', () => {
    expect(AdminOrdersQuerySchema.parse({ status: 'paid' }).status).toBe('paid');
    expect(AdminOrdersQuerySchema.parse({ status: 'shipped' }).status).toBeUndefined();
    expect(AdminOrdersQuerySchema.parse({ status: ' ' }).status).toBeUndefined();
  });

  it('trims the search text and treats blank as none', () => {
    expect(AdminOrdersQuerySchema.parse({ q: '  dh1a ' }).q).toBe('dh1a');
    expect(AdminOrdersQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(AdminOrdersQuerySchema.safeParse({ q: 'x'.repeat(255) }).success).toBe(false);
  });
});

describe('a status change request', () => {
  it('needs a known status and keeps a trimmed note, blank meaning none', () => {
    expect(OrderStatusChangeSchema.parse({ status: 'paid', note: '  Transfer seen ' })).toEqual({
      status: 'paid',
      note: 'Transfer seen',
    });
    expect(OrderStatusChangeSchema.parse({ status: 'paid', note: ' ' }).note).toBeUndefined();
    expect(OrderStatusChangeSchema.safeParse({ status: 'shipped' }).success).toBe(false);
    expect(OrderStatusChangeSchema.safeParse({ status: 'paid', note: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('which changes an admin may make', () => {
  it('follows the order transitions of DECISIONS 17', () => {
    expect(isAllowedOrderChange('pending', 'paid')).toBe(true);
    expect(isAllowedOrderChange('paid', 'active')).toBe(true);
    expect(isAllowedOrderChange('pending', 'active')).toBe(false);
    expect(isAllowedOrderChange('cancelled', 'paid')).toBe(false);
  });

  it('explains a refusal with the status labels', () => {
    expect(refusedOrderChangeMessage('paid', 'pending')).toBe(
      'An order that is Paid cannot become Pending payment',
    );
    expect(refusedOrderChangeMessage('active', 'active')).toBe('This order is already Active');
  });
});

describe('confirmation number search as an index range', () => {
  it('covers every number that starts with the text, in any case', () => {
    expect(confirmationNumberRange('dh1a')).toEqual({ from: 'DH1A', below: 'DH1B' });
    expect(confirmationNumberRange('DH19')).toEqual({ from: 'DH19', below: 'DH1A' });
  });

  it('carries past a trailing Z', () => {
    expect(confirmationNumberRange('DH1Z')).toEqual({ from: 'DH1Z', below: 'DH2' });
    expect(confirmationNumberRange('ZZ')).toEqual({ from: 'ZZ', below: null });
  });

  it('matches nothing for text no confirmation number can start with', () => {
    expect(confirmationNumberRange('DH-1')).toBeUndefined();
    expect(confirmationNumberRange('')).toBeUndefined();
  });
});
