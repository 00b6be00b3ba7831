import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  CreateFuneralApplicationSchema,
  FUNERAL_MESSAGES,
} from '../../../domain/funeral/funeral-application.schema';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { applyForPlan, getPlan, listApplicationsOf, listPlans } from './funeral.service';

interface FuneralRouteDeps {
  db: Db;
  auth: Auth;
}

export function funeralRoutes(deps: FuneralRouteDeps) {
  return new Hono<AppEnv>()
    .get(
      '/funeral-plans',
      describeRoute({
        tags: ['funeral'],
        summary: 'Active funeral plans by coverage amount, ascending; seeded plans carry sample: true',
      }),
      async (c) => c.json({ plans: await listPlans(deps.db) }),
    )
    .get(
      '/funeral-plans/:id',
      describeRoute({ tags: ['funeral'], summary: 'One active funeral plan' }),
      async (c) => c.json({ plan: await getPlan(deps.db, c.req.param('id')) }),
    )
    .post(
      '/funeral-applications',
      describeRoute({
        tags: ['funeral'],
        summary:
          "Apply for a funeral plan: the plan type's cover rules checked, amounts taken from the plan; a repeated idempotency key returns the first application",
      }),
      requireSession(deps, FUNERAL_MESSAGES.signedOut),
      validate('json', CreateFuneralApplicationSchema),
      async (c) => {
        const userId = c.get('session').user.id;
        const { application, created } = await applyForPlan(deps, userId, c.req.valid('json'));
        return c.json({ application }, created ? 201 : 200);
      },
    )
    .get(
      '/funeral-applications',
      describeRoute({
        tags: ['funeral'],
        summary: "The signed-in user's funeral applications, newest first",
      }),
      requireSession(deps),
      async (c) => c.json({ applications: await listApplicationsOf(deps.db, c.get('session').user.id) }),
    );
}
