import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { CreateOrderSchema } from '../../../domain/orders/order.schema';
import {
  OrderDetailViewSchema,
  OrderSummaryViewSchema,
  OrderViewSchema,
} from '../../../domain/orders/order-view';
import type { Auth } from '../../auth/auth';
import { requireConfirmedEmail, requireSession } from '../../auth/guards';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { rateLimit, type RateLimitDeps } from '../../http/rate-limit.middleware';
import { orderContacts } from './order-people-limit';
import { getOrderFor, listOrdersOf } from './orders.service';
import { placeOrder, type PlaceOrderDeps } from './place-order.service';
import { invitationsOfOrders } from './invitations/invitations-sponsor.service';
import type { InvitationLinks } from './invitations/invitation-links.service';

const OrderBodySchema = z.object({ order: OrderViewSchema });

interface OrdersRouteDeps extends PlaceOrderDeps, RateLimitDeps {
  auth: Auth;
  /** For the people's invitation states on My Orders (docs/decisions/041). */
  invitationLinks: InvitationLinks;
}

/** The purchase screens' own signed-out message (spec 001 §4). */
export const PURCHASE_SIGNED_OUT_MESSAGE = 'Please log in to purchase a health plan.';

export function ordersRoutes(deps: OrdersRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/orders',
      describeRoute({
        tags: ['orders'],
        summary:
          'Place an order, priced by the server; a repeated idempotency key returns the first order. The people it names are limited per account and per recipient a day',
        responses: {
          201: jsonBody('The order placed', OrderBodySchema),
          200: jsonBody('The order placed earlier with this idempotency key', OrderBodySchema),
          ...refusals(400, 401, 422, 429),
        },
      }),
      requireConfirmedEmail(deps, PURCHASE_SIGNED_OUT_MESSAGE),
      rateLimit(deps, 'order-people', orderContacts),
      validate('json', CreateOrderSchema),
      async (c) => {
        const { id, email, name } = c.get('session').user;
        const { order, created } = await placeOrder(deps, { id, email, name }, c.req.valid('json'));
        return c.json({ order }, created ? 201 : 200);
      },
    )
    .get(
      '/orders',
      describeRoute({
        tags: ['orders'],
        summary: "The signed-in user's orders, newest first",
        responses: {
          200: jsonBody('The orders', z.object({ orders: z.array(OrderSummaryViewSchema) })),
          ...refusals(401),
        },
      }),
      requireSession(deps),
      async (c) => {
        const now = deps.now?.() ?? new Date();
        const invitations = (ids: string[]) =>
          invitationsOfOrders({ db: deps.db, links: deps.invitationLinks }, ids, now);
        return c.json({ orders: await listOrdersOf(deps.db, c.get('session').user.id, invitations, now) });
      },
    )
    .get(
      '/orders/:id',
      describeRoute({
        tags: ['orders'],
        summary: 'One order with the statuses it has had, for its owner or an admin; 404 for anyone else',
        responses: {
          200: jsonBody('The order', z.object({ order: OrderDetailViewSchema })),
          ...refusals(401, 404),
        },
      }),
      requireSession(deps),
      async (c) => {
        const { user } = c.get('session');
        return c.json({ order: await getOrderFor(deps.db, user, c.req.param('id'), deps.now?.()) });
      },
    );
}
