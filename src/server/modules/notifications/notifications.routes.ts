import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { NotificationListViewSchema } from '../../../domain/notifications/notification-view';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { listForUser, markEveryRead, markOneRead } from './notifications.service';

interface NotificationsRouteDeps {
  db: Db;
  auth: Auth;
}

const NotificationIdSchema = z.object({ id: z.uuid('Not a valid notification id') });

/** The signed-in user's own notifications; every query is scoped by the session's user id. */
export function notificationsRoutes(deps: NotificationsRouteDeps) {
  return new Hono<AppEnv>()
    .get(
      '/notifications',
      describeRoute({
        tags: ['notifications'],
        summary: 'The latest 50 notifications, newest first',
        responses: {
          200: jsonBody('The notifications and the unread count', NotificationListViewSchema),
          ...refusals(401),
        },
      }),
      requireSession(deps),
      async (c) => c.json(await listForUser(deps.db, c.get('session').user.id)),
    )
    .post(
      '/notifications/read-all',
      describeRoute({
        tags: ['notifications'],
        summary: 'Mark every notification read',
        responses: { 204: { description: 'Every notification is read' }, ...refusals(401) },
      }),
      requireSession(deps),
      async (c) => {
        await markEveryRead(deps.db, c.get('session').user.id);
        return c.body(null, 204);
      },
    )
    .post(
      '/notifications/:id/read',
      describeRoute({
        tags: ['notifications'],
        summary: 'Mark one notification read',
        responses: { 204: { description: 'The notification is read' }, ...refusals(401, 404, 422) },
      }),
      requireSession(deps),
      validate('param', NotificationIdSchema),
      async (c) => {
        await markOneRead(deps.db, c.get('session').user.id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
