import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  CreateFuneralPlanSchema,
  UpdateFuneralPlanSchema,
  AdminFuneralPlanViewSchema,
} from '../../../domain/funeral/funeral-plan-admin';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { AdminPremiumsViewSchema } from '../../../domain/funeral/admin-premiums';
import { calendarDateOf } from '../../../domain/calendar-date';
import { premiumsToWatch } from './admin-premiums.service';
import { createPlan, editPlan, listPlansForAdmin } from './funeral-admin.service';

const PlanBodySchema = z.object({ plan: AdminFuneralPlanViewSchema });

export function adminFuneralRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/admin/funeral-plans',
      describeRoute({
        tags: ['admin'],
        summary: 'Every funeral plan, active or not, by plan type then cover, ascending',
        responses: {
          200: jsonBody('The plans', z.object({ plans: z.array(AdminFuneralPlanViewSchema) })),
          ...refusals(401, 403),
        },
      }),
      requireAdmin(deps),
      async (c) => c.json({ plans: await listPlansForAdmin(deps.db) }),
    )
    .get(
      '/admin/funeral-premiums',
      describeRoute({
        tags: ['admin'],
        summary:
          'Premiums due in the next 7 days and overdue, arrears by application, covers that lapse in the next 7 days; each list oldest first, at most 100 rows',
        responses: {
          200: jsonBody('The three lists, read from each cover as of today', AdminPremiumsViewSchema),
          ...refusals(401, 403),
        },
      }),
      requireAdmin(deps),
      async (c) => c.json(await premiumsToWatch(deps.db, calendarDateOf(new Date()))),
    )
    .post(
      '/admin/funeral-plans',
      describeRoute({
        tags: ['admin'],
        summary: 'Add a funeral plan (amounts in minor units); active unless `active: false`',
        responses: { 201: jsonBody('The plan added', PlanBodySchema), ...refusals(400, 401, 403, 422) },
      }),
      requireAdmin(deps),
      validate('json', CreateFuneralPlanSchema),
      async (c) => {
        const plan = await createPlan(deps.db, c.get('session').user.id, c.req.valid('json'));
        return c.json({ plan }, 201);
      },
    )
    .patch(
      '/admin/funeral-plans/:id',
      describeRoute({
        tags: ['admin'],
        summary:
          "Change a plan's type, amounts or availability; applications already made keep their snapshot",
        responses: {
          200: jsonBody('The plan as saved', PlanBodySchema),
          ...refusals(400, 401, 403, 404, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', UpdateFuneralPlanSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const plan = await editPlan(deps.db, actorId, c.req.param('id'), c.req.valid('json'));
        return c.json({ plan });
      },
    );
}
