import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { OverdueEnrolmentViewSchema } from '../../../../domain/partners/enrolment';
import { requireAdmin } from '../../../auth/guards';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import type { AdminDeps } from '../../../module-deps';
import { overdueEnrolments } from '../../orders';

/** The console's flag on providers' enrolments left pending past 2 working days (issue 33 point 2). */
export function enrolmentsAdminRoutes(deps: AdminDeps) {
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>().get(
    '/admin/enrolments/overdue',
    describeRoute({
      tags: ['admin'],
      summary:
        'Enrolments a health provider has left pending for more than 2 working days (Monday to Friday, Lagos time), oldest first',
      responses: {
        200: jsonBody(
          'The overdue enrolments',
          z.object({ enrolments: z.array(OverdueEnrolmentViewSchema) }),
        ),
        ...refusals(401, 403),
      },
    }),
    admin,
    async (c) => c.json({ enrolments: await overdueEnrolments(deps.db) }),
  );
}
