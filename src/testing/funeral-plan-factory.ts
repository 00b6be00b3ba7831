import type { FuneralPlanType } from '../domain/funeral/funeral-plan';
import { insertPlans, type NewFuneralPlan } from '../server/modules/funeral/funeral.repo';
import type { TestApp } from './test-app';

/** A funeral plan row with plausible amounts (minor units); override what a test is about. */
export function makeFuneralPlan(overrides: Partial<NewFuneralPlan> = {}): NewFuneralPlan {
  return {
    planType: 'member_nucleus',
    coverageAmountNgn: 1_000_000_00,
    coverageAmountUsd: 645_00,
    monthlyPriceNgn: 9_600_00,
    monthlyPriceUsd: 6_19,
    underwriter: 'Harbour Life Assurance (Sample)',
    minEntryAge: 18,
    maxEntryAge: 65,
    ...overrides,
  };
}

/** Writes plans straight to the test app's database and returns their rows. */
export async function insertFuneralPlans(
  testApp: Pick<TestApp, 'runtime'>,
  plans: Partial<NewFuneralPlan>[],
) {
  return insertPlans(testApp.runtime.database.db, plans.map(makeFuneralPlan));
}

/** One plan of `planType`; returns its row. */
export async function insertFuneralPlan(
  testApp: Pick<TestApp, 'runtime'>,
  planType: FuneralPlanType,
  overrides: Partial<NewFuneralPlan> = {},
) {
  const [plan] = await insertFuneralPlans(testApp, [{ planType, ...overrides }]);
  return plan!;
}
