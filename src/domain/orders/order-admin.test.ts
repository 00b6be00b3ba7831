import { describe, expect, it } from 'vitest';
import { AdminOrdersQuerySchema, OrderStatusChangeSchema } from './order-admin';

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
