import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  AdminOrdersQuerySchema,
  OrderStatusChangeSchema,
  AdminOrderViewSchema,
  AdminOrderRowViewSchema,
} from '../../../domain/orders/order-admin';
import { adminPageSchema } from '../../../domain/admin-page.schema';
import { requireAdmin } from '../../auth/guards';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import {
  adminOrderDetail,
  adminOrdersPage,
  changeStatusAsAdmin,
  type AdminOrderDeps,
} from './orders-admin.service';

const OrderBodySchema = z.object({ order: AdminOrderViewSchema });

export function adminOrdersRoutes(deps: AdminOrderDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/orders',
      describeRoute({
        tags: ['admin'],
        summary: 'Orders newest first, by status and by confirmation number or customer email',
        responses: {
          200: jsonBody('One page of orders', adminPageSchema(AdminOrderRowViewSchema)),
          ...refusals(400, 401, 403, 422),
        },
      }),
      requireAdmin(deps),
      validate('query', AdminOrdersQuerySchema),
      async (c) => c.json(await adminOrdersPage(deps.db, c.req.valid('query'))),
    )
    .get(
      '/admin/orders/:id',
      describeRoute({
        tags: ['admin'],
        summary: 'One order with its customer, beneficiaries, payer, history and allowed next statuses',
        responses: { 200: jsonBody('The order', OrderBodySchema), ...refusals(401, 403, 404) },
      }),
      requireAdmin(deps),
      async (c) => c.json({ order: await adminOrderDetail(deps.db, c.req.param('id')) }),
    )
    .post(
      '/admin/orders/:id/status',
      describeRoute({
        tags: ['admin'],
        summary: 'Move an order to an allowed next status; the customer is told in-app and by mail',
        responses: {
          200: jsonBody('The order with its new status', OrderBodySchema),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', OrderStatusChangeSchema),
      async (c) => {
        const adminId = c.get('session').user.id;
        const order = await changeStatusAsAdmin(deps, adminId, c.req.param('id'), c.req.valid('json'));
        return c.json({ order });
      },
    );
}
