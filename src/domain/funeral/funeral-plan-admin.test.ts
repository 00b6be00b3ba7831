import { describe, expect, it } from 'vitest';
import { FUNERAL_PLAN_ADMIN_MESSAGES, FuneralPlanFormSchema } from './funeral-plan-admin';

const form = {
  planType: 'family',
  coverageAmountUsd: '645',
  coverageAmountNgn: '1,000,000',
  monthlyPriceUsd: '6.19',
  monthlyPriceNgn: ' 9600.5 ',
  underwriter: ' Harbour Life Assurance ',
  minEntryAge: '18',
  maxEntryAge: ' 65',
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
      underwriter: 'Harbour Life Assurance',
      minEntryAge: 18,
      maxEntryAge: 65,
      active: true,
    });
  });

  it('asks for the underwriter and ages from 0 to 120, the youngest not above the oldest', () => {
    const fields = (change: object) =>
      Object.fromEntries(
        (FuneralPlanFormSchema.safeParse({ ...form, ...change }).error?.issues ?? []).map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      );
    const M = FUNERAL_PLAN_ADMIN_MESSAGES;
    expect(fields({ underwriter: '  ' })).toEqual({ underwriter: M.underwriter });
    expect(fields({ minEntryAge: '', maxEntryAge: '121' })).toEqual({
      minEntryAge: M.age,
      maxEntryAge: M.age,
    });
    expect(fields({ minEntryAge: '-1' })).toEqual({ minEntryAge: M.age });
    expect(fields({ minEntryAge: '70', maxEntryAge: '65' })).toEqual({ maxEntryAge: M.ageOrder });
    expect(fields({ minEntryAge: '0', maxEntryAge: '0' })).toEqual({});
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
