import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { adminPageSchema } from '../../../domain/admin-page.schema';
import {
  AdminUsersQuerySchema,
  RoleChangeSchema,
  AdminUserViewSchema,
} from '../../../domain/accounts/user-admin';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { changeUserRole, usersPage } from './users-admin.service';

export function adminUsersRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/users',
      describeRoute({
        tags: ['admin'],
        summary: 'Users newest first, searched by email or name and filtered by role',
        responses: {
          200: jsonBody('One page of users', adminPageSchema(AdminUserViewSchema)),
          ...refusals(400, 401, 403, 422),
        },
      }),
      requireAdmin(deps),
      validate('query', AdminUsersQuerySchema),
      async (c) => c.json(await usersPage(deps.db, c.req.valid('query'))),
    )
    .patch(
      '/admin/users/:id/role',
      describeRoute({
        tags: ['admin'],
        summary: 'Make a user an admin or remove their admin role; never the last admin (409)',
        responses: {
          200: jsonBody('The user with the new role', z.object({ user: AdminUserViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', RoleChangeSchema),
      async (c) => {
        const user = await changeUserRole(deps.db, {
          actorId: c.get('session').user.id,
          userId: c.req.param('id'),
          role: c.req.valid('json').role,
        });
        return c.json({ user });
      },
    );
}
