import { describe, expect, it } from 'vitest';
import { AdminUsersQuerySchema, leavesNoAdmin, roleOf, RoleChangeSchema } from './user-admin';

describe('never demote the last admin', () => {
  it('refuses to demote the only admin', () => {
    expect(leavesNoAdmin(['a'], { userId: 'a', role: 'user' })).toBe(true);
  });

  it('lets an admin be demoted while another remains, themselves included', () => {
    expect(leavesNoAdmin(['a', 'b'], { userId: 'a', role: 'user' })).toBe(false);
  });

  it('never stands in the way of a promotion or of a change to a customer', () => {
    expect(leavesNoAdmin(['a'], { userId: 'a', role: 'admin' })).toBe(false);
    expect(leavesNoAdmin(['a'], { userId: 'c', role: 'user' })).toBe(false);
    expect(leavesNoAdmin(['a'], { userId: 'c', role: 'admin' })).toBe(false);
  });
});

describe('user roles and queries', () => {
  it('reads any stored role but admin as a customer', () => {
    expect(roleOf('admin')).toBe('admin');
    expect(roleOf('user')).toBe('user');
    expect(roleOf(null)).toBe('user');
  });

  it('accepts only admin or user as a new role', () => {
    expect(RoleChangeSchema.safeParse({ role: 'admin' }).success).toBe(true);
    expect(RoleChangeSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });

  it('drops an unknown role filter and a blank search rather than refusing the page', () => {
    expect(AdminUsersQuerySchema.parse({ role: 'owner', q: '  ' })).toMatchObject({
      role: undefined,
      q: undefined,
    });
    expect(AdminUsersQuerySchema.parse({ role: 'admin', q: ' Ada ' })).toMatchObject({
      role: 'admin',
      q: 'Ada',
    });
  });
});
