import { describe, expect, it } from 'vitest';
import { auditActivityTitle, consolePathOf } from './admin-dashboard';
import { AUDITED_ENTITIES } from '../audit/audit';

describe('console pages of audited rows', () => {
  it("opens a row's own page where it has one, otherwise the list it is managed in", () => {
    expect(consolePathOf('order', 'o1')).toBe('/admin/orders/o1');
    expect(consolePathOf('property_application', 'p1')).toBe('/admin/applications/property/p1');
    expect(consolePathOf('funeral_plan', 'f1')).toBe('/admin/funeral-plans');
    expect(consolePathOf('user', 'u1')).toBe('/admin/users');
  });

  it('has a console page for every kind of row', () => {
    for (const entity of AUDITED_ENTITIES) expect(consolePathOf(entity, 'x')).toMatch(/^\/admin\//);
  });

  it('names an audit entry by the row kind and the action', () => {
    expect(auditActivityTitle('order', 'status changed')).toBe('Order status changed');
  });
});
