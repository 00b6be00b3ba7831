import { describe, expect, it } from 'vitest';
import { FUNERAL_PLAN_ADMIN_MESSAGES, FuneralPlanFormSchema } from './funeral-plan-admin';

const form = {
  planType: 'family',
  coverageAmountUsd: '645',
  coverageAmountNgn: '1,000,000',
  monthlyPriceUsd: '6.19',
  monthlyPriceNgn: ' 9600.5 ',
  active: true,
};

describe('the funeral plan form', () => {
  it('turns amounts typed in dollars and naira into minor units', () => {
    expect(FuneralPlanFormSchema.parse(form)).toEqual({
      planType: 'family',
      coverageAmountUsd: 645_00,
      coverageAmountNgn: 1_000_000_00,
      monthlyPriceUsd: 6_19,
      monthlyPriceNgn: 9_600_50,
      active: true,
    });
  });

  it.each([
    ['', FUNERAL_PLAN_ADMIN_MESSAGES.amountRequired],
    ['abc', FUNERAL_PLAN_ADMIN_MESSAGES.amountFormat],
    ['1.234', FUNERAL_PLAN_ADMIN_MESSAGES.amountFormat],
    ['-5', FUNERAL_PLAN_ADMIN_MESSAGES.amountFormat],
    ['0', FUNERAL_PLAN_ADMIN_MESSAGES.amountPositive],
    ['0.00', FUNERAL_PLAN_ADMIN_MESSAGES.amountPositive],
  ])('refuses %j with a message on the field', (typed, message) => {
    const result = FuneralPlanFormSchema.safeParse({ ...form, monthlyPriceUsd: typed });
    // The form and the API both show the first message of a field.
    expect(result.error?.issues[0]).toMatchObject({ path: ['monthlyPriceUsd'], message });
  });
});
