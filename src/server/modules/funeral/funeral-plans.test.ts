import pino from 'pino';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { FUNERAL_MESSAGES } from '../../../domain/funeral/funeral-application.schema';
import { FUNERAL_PLAN_TYPES } from '../../../domain/funeral/funeral-plan';
import { insertFuneralPlans } from '../../../testing/funeral-plan-factory';
import { createTestClient } from '../../../testing/test-client';
import { funeralPlansSeeder, sampleFuneralPlans } from '../../seed/funeral-plans.seed';
import { seedSampleData } from '../../seed/seed-sample-data';

describe('GET /api/funeral-plans', () => {
  it('lists the active plans by coverage amount, ascending, without the inactive ones', async ({
    testApp,
  }) => {
    const [big, small, , medium] = await insertFuneralPlans(testApp, [
      { planType: 'family', coverageAmountNgn: 5_000_000_00, coverageAmountUsd: 3_226_00 },
      { planType: 'single_parent', coverageAmountNgn: 500_000_00, coverageAmountUsd: 323_00 },
      { planType: 'family', coverageAmountNgn: 700_000_00, active: false },
      { planType: 'additional_life', coverageAmountNgn: 1_000_000_00, sample: true },
    ]);
    const response = await createTestClient(testApp).api['funeral-plans'].$get();
    expect(response.status).toBe(200);
    const { plans } = await response.json();
    expect(plans.map((plan) => plan.id)).toEqual([small!.id, medium!.id, big!.id]);
    expect(plans[0]).toEqual({
      id: small!.id,
      planType: 'single_parent',
      coverageAmountUsd: 323_00,
      coverageAmountNgn: 500_000_00,
      monthlyPriceUsd: small!.monthlyPriceUsd,
      monthlyPriceNgn: small!.monthlyPriceNgn,
      underwriter: 'Harbour Life Assurance (Sample)',
      minEntryAge: 18,
      maxEntryAge: 65,
      sample: false,
    });
    expect(plans[1]?.sample).toBe(true);
  });
});

describe('GET /api/funeral-plans/:id', () => {
  it('answers one plan', async ({ testApp }) => {
    const [plan] = await insertFuneralPlans(testApp, [{ planType: 'family' }]);
    const response = await createTestClient(testApp).api['funeral-plans'][':id'].$get({
      param: { id: plan!.id },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).plan).toMatchObject({ id: plan!.id, planType: 'family' });
  });

  it.for([
    ['an unknown id', '6f1c1a56-5bd3-4d4e-9a57-4d1b6a0b9b11'],
    ['a malformed id', 'not-a-uuid'],
  ] as const)('answers 404 for %s', async ([_, id], { testApp }) => {
    const response = await createTestClient(testApp).api['funeral-plans'][':id'].$get({ param: { id } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: FUNERAL_MESSAGES.planNotFound },
    });
  });
});

describe('the sample plans', () => {
  it('cover every plan type at several amounts, with premiums that rise with the cover', () => {
    const plans = sampleFuneralPlans();
    for (const planType of FUNERAL_PLAN_TYPES) {
      const ofType = plans.filter((plan) => plan.planType === planType);
      expect(ofType.length).toBeGreaterThanOrEqual(3);
      const prices = ofType.map((plan) => plan.monthlyPriceNgn);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(plans.every((plan) => plan.sample)).toBe(true);
  });

  it('are seeded into the database and listed as samples', async ({ testApp }) => {
    const listed = async () =>
      (await (await createTestClient(testApp).api['funeral-plans'].$get()).json()).plans;
    const before = new Set((await listed()).map((plan) => plan.id));
    await seedSampleData(testApp.runtime.database.db, pino({ level: 'silent' }), [funeralPlansSeeder]);
    const seeded = (await listed()).filter((plan) => !before.has(plan.id));
    expect(seeded).toHaveLength(sampleFuneralPlans().length);
    expect(seeded.every((plan) => plan.sample)).toBe(true);
    expect(new Set(seeded.map((plan) => plan.planType))).toEqual(new Set(FUNERAL_PLAN_TYPES));
    for (const plan of seeded) {
      expect(plan.underwriter).toMatch(/\(Sample\)$/);
      expect(plan.minEntryAge).toBeLessThan(plan.maxEntryAge);
    }
  });
});
