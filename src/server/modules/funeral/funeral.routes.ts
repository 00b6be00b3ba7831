import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  CreateFuneralApplicationSchema,
  FUNERAL_MESSAGES,
} from '../../../domain/funeral/funeral-application.schema';
import { ApplicationSummaryViewSchema } from '../../../domain/applications/application-view';
import { FuneralApplicationDetailViewSchema } from '../../../domain/funeral/funeral-application-detail';
import { FuneralApplicationViewSchema, FuneralPlanViewSchema } from '../../../domain/funeral/funeral-plan';
import { ClaimContactSchema, ClaimContactViewSchema } from '../../../domain/funeral/claim-contact';
import type { Auth } from '../../auth/auth';
import { requireConfirmedEmail, requireSession } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { setClaimContact } from './claim-contact.service';
import { applyForPlan, getApplicationFor, getPlan, listApplicationsOf, listPlans } from './funeral.service';

const ApplicationBodySchema = z.object({ application: FuneralApplicationViewSchema });

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
        responses: { 200: jsonBody('The plans', z.object({ plans: z.array(FuneralPlanViewSchema) })) },
      }),
      async (c) => c.json({ plans: await listPlans(deps.db) }),
    )
    .get(
      '/funeral-plans/:id',
      describeRoute({
        tags: ['funeral'],
        summary: 'One active funeral plan',
        responses: { 200: jsonBody('The plan', z.object({ plan: FuneralPlanViewSchema })), ...refusals(404) },
      }),
      async (c) => c.json({ plan: await getPlan(deps.db, c.req.param('id')) }),
    )
    .post(
      '/funeral-applications',
      describeRoute({
        tags: ['funeral'],
        summary:
          "Apply for a funeral plan: the plan type's cover rules checked, amounts taken from the plan; a repeated idempotency key returns the first application",
        responses: {
          201: jsonBody('The application made', ApplicationBodySchema),
          200: jsonBody('The application made earlier with this idempotency key', ApplicationBodySchema),
          ...refusals(400, 401, 422),
        },
      }),
      requireConfirmedEmail(deps, FUNERAL_MESSAGES.signedOut),
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
        responses: {
          200: jsonBody(
            'The applications',
            z.object({ applications: z.array(ApplicationSummaryViewSchema) }),
          ),
          ...refusals(401),
        },
      }),
      requireSession(deps),
      async (c) => c.json({ applications: await listApplicationsOf(deps.db, c.get('session').user.id) }),
    )
    .get(
      '/funeral-applications/:id',
      describeRoute({
        tags: ['funeral'],
        summary:
          "One of the signed-in user's funeral applications with its status history; 404 for anyone else's",
        responses: {
          200: jsonBody('The application', z.object({ application: FuneralApplicationDetailViewSchema })),
          ...refusals(401, 404),
        },
      }),
      requireSession(deps),
      async (c) => {
        const application = await getApplicationFor(deps.db, c.get('session').user.id, c.req.param('id'));
        return c.json({ application });
      },
    )
    .put(
      '/funeral-applications/:id/claim-contact',
      describeRoute({
        tags: ['funeral'],
        summary:
          'Name or replace who may start a claim if the holder dies: the beneficiary or another person, with a phone and/or e-mail; audited',
        responses: {
          200: jsonBody('The claim contact now named', z.object({ claimContact: ClaimContactViewSchema })),
          ...refusals(400, 401, 404, 409, 422),
        },
      }),
      requireConfirmedEmail(deps),
      validate('json', ClaimContactSchema),
      async (c) => {
        const userId = c.get('session').user.id;
        const claimContact = await setClaimContact(deps.db, userId, c.req.param('id'), c.req.valid('json'));
        return c.json({ claimContact });
      },
    );
}
