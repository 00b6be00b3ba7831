import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { fileBody, refusals } from '../../http/openapi-responses';
import { receiptPdf } from './receipt-pdf';
import { paidOrderFor } from './receipt.service';

interface OrderMoneyRouteDeps {
  db: Db;
  auth: Auth;
}

/** What a paid order took and gives back: its receipt (docs/decisions/051). */
export function orderMoneyRoutes(deps: OrderMoneyRouteDeps) {
  return new Hono<AppEnv>().get(
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
      const pdf = await receiptPdf(order);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="receipt-${order.confirmationNumber}.pdf"`,
        'cache-control': 'private, no-store',
      });
    },
  );
}
