import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { OrderViewSchema } from '../../../domain/orders/order-view';
import { AdminRefundViewSchema, RefundPaidOutSchema } from '../../../domain/payments/refund-share';
import type { Auth } from '../../auth/auth';
import { requireAdmin, requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { fileBody, jsonBody, refusals } from '../../http/openapi-responses';
import { pdfAttachment } from '../../http/pdf-attachment';
import { validate } from '../../http/validate';
import type { MailOut } from '../notifications';
import { receiptPdf } from './receipt-pdf';
import { paidOrderFor } from './receipt.service';
import { recordRefundPaidOut, refundsDue } from './refunds.service';
import { removePerson, type CardRefundEnqueue } from './remove-person.service';

interface OrderMoneyRouteDeps extends MailOut {
  db: Db;
  auth: Auth;
  cardRefunds: CardRefundEnqueue;
}

/**
 * What a paid order took and gives back: its receipt (docs/decisions/051), the sponsor's removal of a person who
 * refused or never answered, and the console's queue of transfer refunds (docs/decisions/052).
 */
export function orderMoneyRoutes(deps: OrderMoneyRouteDeps) {
  const mailOut: MailOut = { mail: deps.mail, appUrl: deps.appUrl };
  return new Hono<AppEnv>()
    .get(
      '/orders/:id/receipt.pdf',
      describeRoute({
        tags: ['orders'],
        summary:
          "A paid order's receipt as a PDF, for its owner or an admin; 404 for anyone else or before payment",
        responses: { 200: fileBody('The receipt', 'application/pdf'), ...refusals(401, 404) },
      }),
      requireSession(deps),
      async (c) => {
        const order = await paidOrderFor(deps.db, c.get('session').user, c.req.param('id'));
        return pdfAttachment(c, await receiptPdf(order), `receipt-${order.confirmationNumber}.pdf`);
      },
    )
    .delete(
      '/orders/:id/beneficiaries/:beneficiaryId',
      describeRoute({
        tags: ['orders'],
        summary:
          'Remove a person who refused or never answered: a pending order is re-priced, a paid one refunds their share',
        responses: {
          200: jsonBody('The order without them', z.object({ order: OrderViewSchema })),
          ...refusals(401, 404, 409),
        },
      }),
      requireSession(deps),
      async (c) => {
        const { id, beneficiaryId } = c.req.param();
        const removal = { db: deps.db, mailOut, cardRefunds: deps.cardRefunds };
        return c.json({ order: await removePerson(removal, c.get('session').user, id, beneficiaryId) });
      },
    )
    .get(
      '/admin/refunds',
      describeRoute({
        tags: ['admin'],
        summary: 'Transfer refunds waiting to be sent back, oldest first',
        responses: {
          200: jsonBody('The refunds due', z.object({ refunds: z.array(AdminRefundViewSchema) })),
          ...refusals(401, 403),
        },
      }),
      requireAdmin(deps),
      async (c) => c.json({ refunds: await refundsDue(deps.db) }),
    )
    .post(
      '/admin/refunds/:id/paid-out',
      describeRoute({
        tags: ['admin'],
        summary: "Record a transfer refund sent back, with the bank's reference; the sponsor is told",
        responses: {
          200: jsonBody('The refund, paid out', z.object({ refund: AdminRefundViewSchema })),
          ...refusals(400, 401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', RefundPaidOutSchema),
      async (c) => {
        const adminId = c.get('session').user.id;
        const refund = await recordRefundPaidOut(
          deps.db,
          adminId,
          c.req.param('id'),
          c.req.valid('json'),
          mailOut,
        );
        return c.json({ refund });
      },
    );
}
