import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import type { TestApp } from '../../../testing/test-app';
import { FUNERAL_PLAN_ADMIN_MESSAGES } from '../../../domain/funeral/funeral-plan-admin';
import { expectAdminOnly } from '../../../testing/admin-client';
import { makeFuneralApplication } from '../../../testing/funeral-factories';
import { insertFuneralPlan } from '../../../testing/funeral-plan-factory';
import type { ErrorResponse } from '../../../testing/order-api';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { auditLog } from '../../db/schema';

const newPlan = {
  planType: 'single_parent',
  coverageAmountUsd: 1_290_00,
  coverageAmountNgn: 2_000_000_00,
  monthlyPriceUsd: 10_06,
  monthlyPriceNgn: 15_600_00,
  underwriter: 'Harbour Life Assurance',
  minEntryAge: 18,
  maxEntryAge: 65,
} as const;

const create = (client: TestClient, body: unknown) => client.postJson('/api/admin/funeral-plans', body);
const edit = (client: TestClient, id: string, body: unknown) =>
  client.fetch(`/api/admin/funeral-plans/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const auditOf = (db: Db, id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'funeral_plan'), eq(auditLog.entityId, id)));
const publicPlanIds = async (testApp: TestApp) => {
  const { plans } = await (await createTestClient(testApp).api['funeral-plans'].$get()).json();
  return plans.map((plan) => plan.id);
};

describe('GET /api/admin/funeral-plans', () => {
  it('lists every plan, inactive ones too, by plan type then cover', async ({ testApp, clients }) => {
    const big = await insertFuneralPlan(testApp, 'member_nucleus', { coverageAmountNgn: 5_000_000_00 });
    const hidden = await insertFuneralPlan(testApp, 'family', { active: false });
    const small = await insertFuneralPlan(testApp, 'member_nucleus', { coverageAmountNgn: 500_000_00 });
    const response = await expectAdminOnly(clients, (client) => client.fetch('/api/admin/funeral-plans'));
    expect(response.status).toBe(200);
    const { plans } = (await response.json()) as { plans: Array<{ id: string; active: boolean }> };
    expect(plans.map((plan) => plan.id)).toEqual([small.id, big.id, hidden.id]);
    expect(plans[2]).toMatchObject({ id: hidden.id, planType: 'family', active: false, sample: false });
  });
});

describe('POST /api/admin/funeral-plans', () => {
  it('adds an active plan that customers see at once, and records who added it', async ({
    clients,
    testApp,
    db,
  }) => {
    const response = await expectAdminOnly(clients, (client) => create(client, newPlan));
    expect(response.status).toBe(201);
    const { plan } = (await response.json()) as { plan: { id: string } };
    expect(plan).toMatchObject({ ...newPlan, active: true, sample: false });
    expect(await publicPlanIds(testApp)).toContain(plan.id);
    const [entry] = await auditOf(db, plan.id);
    expect(entry).toMatchObject({ action: 'created', before: null, after: { ...newPlan, active: true } });
  });

  it.for([
    [
      'a zero amount',
      { coverageAmountUsd: 0 },
      'coverageAmountUsd',
      FUNERAL_PLAN_ADMIN_MESSAGES.amountPositive,
    ],
    [
      'a negative amount',
      { monthlyPriceNgn: -5 },
      'monthlyPriceNgn',
      FUNERAL_PLAN_ADMIN_MESSAGES.amountPositive,
    ],
    [
      'a fraction of a cent',
      { monthlyPriceUsd: 10.5 },
      'monthlyPriceUsd',
      FUNERAL_PLAN_ADMIN_MESSAGES.amountWhole,
    ],
    [
      'an amount as text',
      { coverageAmountNgn: '100' },
      'coverageAmountNgn',
      FUNERAL_PLAN_ADMIN_MESSAGES.amountRequired,
    ],
    ['an unknown plan type', { planType: 'gold' }, 'planType', FUNERAL_PLAN_ADMIN_MESSAGES.planType],
    ['a blank underwriter', { underwriter: ' ' }, 'underwriter', FUNERAL_PLAN_ADMIN_MESSAGES.underwriter],
    ['an age over 120', { maxEntryAge: 130 }, 'maxEntryAge', FUNERAL_PLAN_ADMIN_MESSAGES.age],
    [
      'a youngest age above the oldest',
      { minEntryAge: 70 },
      'maxEntryAge',
      FUNERAL_PLAN_ADMIN_MESSAGES.ageOrder,
    ],
  ] as const)('refuses %s with the message on its field', async ([_, change, field, message], { admin }) => {
    const response = await create(admin.client, { ...newPlan, ...change });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorResponse).error.fields).toMatchObject({ [field]: message });
  });

  it('refuses a plan with a missing amount', async ({ admin }) => {
    const { monthlyPriceUsd: _, ...withoutPrice } = newPlan;
    const response = await create(admin.client, withoutPrice);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorResponse).error.fields).toEqual({
      monthlyPriceUsd: FUNERAL_PLAN_ADMIN_MESSAGES.amountRequired,
    });
  });
});

describe('PATCH /api/admin/funeral-plans/:id', () => {
  it('changes the amounts and records only the fields that changed', async ({ testApp, clients, db }) => {
    const plan = await insertFuneralPlan(testApp, 'family', { coverageAmountNgn: 1_000_000_00 });
    const response = await expectAdminOnly(clients, (client) =>
      edit(client, plan.id, { coverageAmountNgn: 1_500_000_00, monthlyPriceNgn: plan.monthlyPriceNgn }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { plan: unknown }).plan).toMatchObject({
      id: plan.id,
      coverageAmountNgn: 1_500_000_00,
      coverageAmountUsd: plan.coverageAmountUsd,
    });
    const [entry] = await auditOf(db, plan.id);
    expect(entry).toMatchObject({
      action: 'updated',
      before: { coverageAmountNgn: 1_000_000_00 },
      after: { coverageAmountNgn: 1_500_000_00 },
    });
  });

  it('writes no audit entry for a save that changes nothing', async ({ testApp, admin, db }) => {
    const plan = await insertFuneralPlan(testApp, 'family');
    const response = await edit(admin.client, plan.id, { active: true, planType: 'family' });
    expect(response.status).toBe(200);
    expect(await auditOf(db, plan.id)).toEqual([]);
  });

  it('deactivating hides the plan from customers but keeps its applications working', async ({
    testApp,
    admin,
    db,
  }) => {
    const plan = await insertFuneralPlan(testApp, 'single_parent');
    const { client } = await signedUpClient(testApp);
    const applied = await client.api['funeral-applications'].$post({
      json: makeFuneralApplication(plan.id, 'single_parent'),
    });
    expect(applied.status).toBe(201);

    const response = await edit(admin.client, plan.id, { active: false, planType: 'family' });
    expect(response.status).toBe(200);
    expect(await publicPlanIds(testApp)).not.toContain(plan.id);
    const [entry] = await auditOf(db, plan.id);
    expect(entry).toMatchObject({
      before: { active: true, planType: 'single_parent' },
      after: { active: false, planType: 'family' },
    });
    // The application keeps the plan as it was when the customer applied.
    const { applications } = await (await client.api['funeral-applications'].$get()).json();
    expect(applications).toEqual([
      expect.objectContaining({ status: 'pending', title: expect.stringMatching(/^Single Parent Plan/) }),
    ]);

    await edit(admin.client, plan.id, { active: true });
    expect(await publicPlanIds(testApp)).toContain(plan.id);
  });

  it('checks one age sent alone against the other as saved, on its field', async ({ testApp, admin }) => {
    const plan = await insertFuneralPlan(testApp, 'family', { minEntryAge: 18, maxEntryAge: 65 });
    const response = await edit(admin.client, plan.id, { minEntryAge: 66 });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorResponse).error.fields).toEqual({
      maxEntryAge: FUNERAL_PLAN_ADMIN_MESSAGES.ageOrder,
    });
    const moved = await edit(admin.client, plan.id, { maxEntryAge: 80, underwriter: 'Crescent Mutual Life' });
    expect(await moved.json()).toMatchObject({
      plan: { minEntryAge: 18, maxEntryAge: 80, underwriter: 'Crescent Mutual Life' },
    });
  });

  it('refuses an amount that is not positive, on its field', async ({ testApp, admin }) => {
    const plan = await insertFuneralPlan(testApp, 'family');
    const response = await edit(admin.client, plan.id, { monthlyPriceUsd: 0 });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorResponse).error.fields).toEqual({
      monthlyPriceUsd: FUNERAL_PLAN_ADMIN_MESSAGES.amountPositive,
    });
  });

  it.for([
    ['an unknown id', '6f1c1a56-5bd3-4d4e-9a57-4d1b6a0b9b11'],
    ['a malformed id', 'not-a-uuid'],
  ] as const)('answers 404 for %s', async ([_, id], { admin }) => {
    const response = await edit(admin.client, id, { active: false });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: FUNERAL_PLAN_ADMIN_MESSAGES.notFound },
    });
  });
});
