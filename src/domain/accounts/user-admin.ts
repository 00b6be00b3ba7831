import { z } from 'zod';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';

/** The roles the console hands out; better-auth's admin plugin reads the same values from `user.role`. */
export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Every role an account can hold, as the console shows and filters them. A partner's role comes with its
 * organisation (decision 079), so the console lists it but never hands it out nor takes it away.
 */
export const ACCOUNT_ROLES = ['admin', 'user', 'partner'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const USER_ROLE_LABELS: Record<AccountRole, string> = {
  admin: 'Admin',
  user: 'Customer',
  partner: 'Partner',
};

export const ADMIN_USER_MESSAGES = {
  role: 'Choose admin or user',
  notFound: 'User not found',
  lastAdmin: 'This is the only admin left. Make someone else an admin before removing this one.',
  partner: "This is a partner's account: its role comes with its organisation, on the Partners page.",
} as const;

/** A role as the database holds it: better-auth writes 'user' by default; anything else unknown is a customer. */
export function roleOf(stored: string | null | undefined): AccountRole {
  return stored === 'admin' || stored === 'partner' ? stored : 'user';
}

export const RoleChangeSchema = z.object({
  role: z.enum(USER_ROLES, { error: ADMIN_USER_MESSAGES.role }),
});
export type RoleChange = z.output<typeof RoleChangeSchema>;

export const AdminUsersQuerySchema = AdminPageQuerySchema.extend({
  /** Part of an email, first or last name, in any case. */
  q: optionalQueryText.pipe(z.string().max(200, 'Search for at most 200 characters').optional()),
  role: optionalQueryText.pipe(z.enum(ACCOUNT_ROLES).optional()).catch(undefined),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

export const AdminUserViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    /** From the profile; null for an admin made on the command line, who has none. */
    name: z.string().nullable(),
    role: z.enum(ACCOUNT_ROLES),
    twoFactorEnabled: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUserView' });
export type AdminUserView = z.infer<typeof AdminUserViewSchema>;

/**
 * Whether giving `userId` the role `role` would leave the console without an admin: true only when the change
 * demotes the one admin there is. `adminIds` must be every admin as the database holds them now (read under a
 * lock, so two demotions at once cannot both see the other as the admin who stays).
 */
export function leavesNoAdmin(
  adminIds: readonly string[],
  change: { userId: string; role: UserRole },
): boolean {
  if (change.role === 'admin' || !adminIds.includes(change.userId)) return false;
  return adminIds.every((id) => id === change.userId);
}
