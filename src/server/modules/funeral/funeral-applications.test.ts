import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { TestApp } from '../../../testing/test-app';
import { FUNERAL_MESSAGES, FUNERAL_MISSING } from '../../../domain/funeral/funeral-application.schema';
import { FUNERAL_PLAN_TYPES, type FuneralPlanType } from '../../../domain/funeral/funeral-plan';
import { bornAged, makeCoveredPerson, makeFuneralApplication } from '../../../testing/funeral-factories';
import { insertFuneralPlan } from '../../../testing/funeral-plan-factory';
import type { ErrorResponse } from '../../../testing/order-api';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { funeralApplications } from '../../db/schema';

const apply = (client: TestClient, body: unknown) => client.postJson('/api/funeral-applications', body);

async function planAndClient(testApp: TestApp, planType: FuneralPlanType) {
  const plan = await insertFuneralPlan(testApp, planType);
  const { client, userId } = await signedUpClient(testApp);
  return { plan, client, userId };
}

async function expectRefused(response: Response, field: string, message: string) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as ErrorResponse;
  expect(body.error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
}

/** The people each factory application is charged for: the family plans once, the others per person named. */
const PEOPLE_CHARGED: Record<FuneralPlanType, number> = {
  member_nucleus: 1,
  single_parent: 1,
  family: 1,
  additional_family: 2,
  additional_life: 1,
};

describe('POST /api/funeral-applications', () => {
  it.for(FUNERAL_PLAN_TYPES)(
    'accepts a %s application with the people its plan type allows',
    async (type, { testApp }) => {
      const { plan, client } = await planAndClient(testApp, type);
      const response = await apply(client, makeFuneralApplication(plan.id, type));
      expect(response.status).toBe(201);
      const { application } = (await response.json()) as { application: Record<string, unknown> };
      expect(application).toEqual({
        id: expect.any(String),
        reference: expect.stringMatching(/^FA[0-9A-Z]+$/),
        status: 'pending',
        planType: type,
        coverageAmountUsd: plan.coverageAmountUsd,
        coverageAmountNgn: plan.coverageAmountNgn,
        monthlyPriceUsd: plan.monthlyPriceUsd * PEOPLE_CHARGED[type],
        monthlyPriceNgn: plan.monthlyPriceNgn * PEOPLE_CHARGED[type],
        premiumBasis: type.startsWith('additional') ? 'per_person' : 'per_family',
        premiumPeople: PEOPLE_CHARGED[type],
        createdAt: expect.stringMatching(/Z$/),
      });
    },
  );

  it('states the premium per person named: a second parent doubles it (issue 27)', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'additional_family');
    const base = makeFuneralApplication(plan.id, 'additional_family');
    const one = await apply(client, { ...base, others: base.others!.slice(0, 1) });
    const two = await apply(client, { ...base, idempotencyKey: crypto.randomUUID() });
    const premiums = await Promise.all(
      [one, two].map(async (response) => {
        const { application } = (await response.json()) as { application: Record<string, unknown> };
        return [application.monthlyPriceNgn, application.premiumPeople];
      }),
    );
    expect(premiums).toEqual([
      [plan.monthlyPriceNgn, 1],
      [plan.monthlyPriceNgn * 2, 2],
    ]);
    const { applications } = (await (await client.api['funeral-applications'].$get()).json()) as {
      applications: { amountNgn: number }[];
    };
    expect(applications.map((line) => line.amountNgn).sort()).toEqual(
      [plan.monthlyPriceNgn, plan.monthlyPriceNgn * 2].sort(),
    );
  });

  it('stores the people covered, and tells the applicant', async ({ db, testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'family');
    const body = makeFuneralApplication(plan.id, 'family');
    const { application } = (await (await apply(client, body)).json()) as { application: { id: string } };
    const [row] = await db
      .select()
      .from(funeralApplications)
      .where(eq(funeralApplications.id, application.id));
    expect(row?.coveredPeople.map((person) => person.role)).toEqual([
      'spouse',
      'child',
      'child',
      'child',
      'child',
    ]);
    expect(row?.coveredPeople[0]).toEqual({ role: 'spouse', ...body.spouse });
    expect(row).toMatchObject({ principalEmail: body.principal.email, beneficiaryRelationship: 'sibling' });
    const [notification] = (await (await client.api.notifications.$get()).json()).notifications;
    expect(notification).toMatchObject({
      title: 'Funeral plan application received',
      link: `/profile/applications/funeral/${application.id}`,
    });
  });

  it('takes the amounts from the plan, whatever the client sends', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'single_parent');
    const response = await apply(client, {
      ...makeFuneralApplication(plan.id, 'single_parent'),
      monthlyPriceUsd: 1,
      monthlyPriceNgn: 1,
      coverageAmountNgn: 999_999_999_00,
      planType: 'family',
      status: 'approved',
      reference: 'FAMINE',
    });
    expect(response.status).toBe(201);
    const { application } = (await response.json()) as { application: Record<string, unknown> };
    expect(application).toMatchObject({
      planType: 'single_parent',
      status: 'pending',
      monthlyPriceUsd: plan.monthlyPriceUsd,
      monthlyPriceNgn: plan.monthlyPriceNgn,
      coverageAmountNgn: plan.coverageAmountNgn,
    });
    expect(application.reference).not.toBe('FAMINE');
  });

  it('creates one application for a double-submitted request', async ({ db, testApp }) => {
    const { plan, client, userId } = await planAndClient(testApp, 'member_nucleus');
    const body = makeFuneralApplication(plan.id, 'member_nucleus');
    const [first, second] = await Promise.all([apply(client, body), apply(client, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const third = await apply(client, body);
    expect(third.status).toBe(200);
    const ids = await Promise.all([first, second, third].map(async (r) => (await r.json()).application.id));
    expect(new Set(ids).size).toBe(1);
    expect(await db.$count(funeralApplications, eq(funeralApplications.userId, userId))).toBe(1);
  });
});

describe('POST /api/funeral-applications refuses', () => {
  it('a signed-out visitor with 401', async ({ testApp }) => {
    const plan = await insertFuneralPlan(testApp, 'family');
    const response = await apply(createTestClient(testApp), makeFuneralApplication(plan.id, 'family'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: FUNERAL_MESSAGES.signedOut },
    });
  });

  it('an unknown plan, on planId', async ({ customer: { client } }) => {
    const body = makeFuneralApplication('6f1c1a56-5bd3-4d4e-9a57-4d1b6a0b9b11', 'family');
    await expectRefused(await apply(client, body), 'planId', FUNERAL_MESSAGES.planNotFound);
  });

  it('an inactive plan, on planId', async ({ testApp }) => {
    const plan = await insertFuneralPlan(testApp, 'family', { active: false });
    const { client } = await signedUpClient(testApp);
    const body = makeFuneralApplication(plan.id, 'family');
    await expectRefused(await apply(client, body), 'planId', FUNERAL_MESSAGES.planNotFound);
  });

  it('a third child under the Single Parent Plan, on the third child', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'single_parent');
    const children = [4, 6, 8].map((age) => makeCoveredPerson(age));
    const body = makeFuneralApplication(plan.id, 'single_parent', { children });
    await expectRefused(await apply(client, body), 'children.2', FUNERAL_MESSAGES.tooManyChildren(2));
  });

  it('a child aged 21, on that child’s date of birth', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'family');
    const children = [makeCoveredPerson(20), makeCoveredPerson(21)];
    const body = makeFuneralApplication(plan.id, 'family', { children });
    await expectRefused(await apply(client, body), 'children.1.dateOfBirth', FUNERAL_MESSAGES.childAge);
  });

  it('the Family Plan without a spouse', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'family');
    const body = makeFuneralApplication(plan.id, 'family', { spouse: null });
    await expectRefused(await apply(client, body), 'spouse', FUNERAL_MESSAGES.spouseRequired);
  });

  it('the Additional Life Plan with two people', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'additional_life');
    const others = [60, 65].map((age) => ({ ...makeCoveredPerson(age), relationship: 'parent' as const }));
    const body = makeFuneralApplication(plan.id, 'additional_life', { others });
    await expectRefused(await apply(client, body), 'others.1', FUNERAL_MESSAGES.tooManyOthers(1));
  });

  it('a principal member under 18', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'member_nucleus');
    const base = makeFuneralApplication(plan.id, 'member_nucleus');
    const body = { ...base, principal: { ...base.principal, dateOfBirth: bornAged(17) } };
    await expectRefused(await apply(client, body), 'principal.dateOfBirth', FUNERAL_MESSAGES.principalAge);
  });

  it('every problem at once, each on its field, and writes nothing', async ({ db, testApp }) => {
    const { plan, client, userId } = await planAndClient(testApp, 'family');
    const body = makeFuneralApplication(plan.id, 'family', {
      spouse: null,
      children: [makeCoveredPerson(30)],
    });
    const response = await apply(client, body);
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorResponse;
    expect(error.fields).toEqual({
      spouse: FUNERAL_MESSAGES.spouseRequired,
      'children.0.dateOfBirth': FUNERAL_MESSAGES.childAge,
    });
    expect(await db.$count(funeralApplications, eq(funeralApplications.userId, userId))).toBe(0);
  });

  it('a missing field with its own message on its path', async ({ testApp }) => {
    const { plan, client } = await planAndClient(testApp, 'family');
    const base = makeFuneralApplication(plan.id, 'family');
    const body = { ...base, beneficiary: { ...base.beneficiary, phoneNumber: '' } };
    await expectRefused(await apply(client, body), 'beneficiary.phoneNumber', FUNERAL_MISSING.phoneNumber);
  });
});

describe('GET /api/funeral-applications', () => {
  it("lists only the caller's applications, newest first, titled by plan type and cover", async ({
    testApp,
  }) => {
    const plan = await insertFuneralPlan(testApp, 'family', { coverageAmountNgn: 2_000_000_00 });
    const mine = await signedUpClient(testApp);
    const theirs = await signedUpClient(testApp);
    await apply(theirs.client, makeFuneralApplication(plan.id, 'family'));
    const first = await (await apply(mine.client, makeFuneralApplication(plan.id, 'family'))).json();
    const second = await (await apply(mine.client, makeFuneralApplication(plan.id, 'family'))).json();

    const response = await mine.client.api['funeral-applications'].$get();
    expect(response.status).toBe(200);
    const { applications } = await response.json();
    expect(applications.map((a) => a.id)).toEqual([second.application.id, first.application.id]);
    expect(applications[0]).toEqual({
      id: second.application.id,
      kind: 'funeral',
      reference: second.application.reference,
      title: 'Family Plan, ₦2,000,000 cover',
      status: 'pending',
      amountUsd: plan.monthlyPriceUsd,
      amountNgn: plan.monthlyPriceNgn,
      createdAt: second.application.createdAt,
    });
  });

  it('asks a visitor to sign in', async ({ testApp }) => {
    const response = await createTestClient(testApp).api['funeral-applications'].$get();
    expect(response.status).toBe(401);
  });
});
