import { describe, expect, it } from 'vitest';
import {
  bornAged,
  coveredPeopleFor,
  makeCoveredPerson,
  makeFuneralApplication,
} from '../../testing/funeral-factories';
import { addDays } from '../calendar-date';
import {
  coverProblems,
  FUNERAL_MESSAGES,
  FuneralApplicationSchema,
  type FuneralApplication,
  type FuneralApplicationInput,
} from './funeral-application.schema';
import { FUNERAL_PLAN_TYPES, type FuneralPlanType } from './funeral-plan';

const TODAY = '2026-03-15';
const PLAN_ID = '2d7c4a4e-8f0b-4a51-9f3c-0d1c2b3a4e5f';

function application(planType: FuneralPlanType, overrides: Partial<FuneralApplicationInput> = {}) {
  return FuneralApplicationSchema.parse(
    makeFuneralApplication(PLAN_ID, planType, overrides, TODAY),
  ) as FuneralApplication;
}

const problemsOf = (planType: FuneralPlanType, overrides: Partial<FuneralApplicationInput> = {}) =>
  coverProblems(planType, application(planType, overrides), TODAY);

const child = (age: number) => makeCoveredPerson(age, TODAY);
const relative = (age: number) => ({ ...makeCoveredPerson(age, TODAY), relationship: 'parent' as const });

describe('coverProblems', () => {
  it.each(FUNERAL_PLAN_TYPES)('accepts %s with the people its rule allows', (planType) => {
    expect(problemsOf(planType)).toEqual([]);
  });

  it('refuses a third child under the Single Parent Plan, on the third child', () => {
    expect(problemsOf('single_parent', { children: [child(3), child(5), child(7)] })).toEqual([
      { path: ['children', 2], message: FUNERAL_MESSAGES.tooManyChildren(2) },
    ]);
  });

  it('refuses a fifth child under the Family Plan', () => {
    const children = [3, 5, 7, 9, 11].map(child);
    expect(problemsOf('family', { children })).toEqual([
      { path: ['children', 4], message: FUNERAL_MESSAGES.tooManyChildren(4) },
    ]);
  });

  it('refuses a child aged 21 on that child’s date of birth, and accepts one aged 20', () => {
    expect(problemsOf('single_parent', { children: [child(20), child(21)] })).toEqual([
      { path: ['children', 1, 'dateOfBirth'], message: FUNERAL_MESSAGES.childAge },
    ]);
  });

  it('counts age on the day: a child turning 21 today is refused, one turning 21 tomorrow is not', () => {
    const turns21Today = { firstName: 'A', lastName: 'B', dateOfBirth: '2005-03-15' };
    const turns21Tomorrow = { firstName: 'A', lastName: 'B', dateOfBirth: '2005-03-16' };
    expect(problemsOf('family', { children: [turns21Tomorrow] })).toEqual([]);
    expect(problemsOf('family', { children: [turns21Today] })).toEqual([
      { path: ['children', 0, 'dateOfBirth'], message: FUNERAL_MESSAGES.childAge },
    ]);
  });

  it('refuses the Family Plan without a spouse', () => {
    expect(problemsOf('family', { spouse: null })).toEqual([
      { path: ['spouse'], message: FUNERAL_MESSAGES.spouseRequired },
    ]);
  });

  it('refuses a spouse on the Single Parent Plan and allows one, or none, on Member & Nucleus', () => {
    expect(problemsOf('single_parent', { spouse: child(40) })).toEqual([
      { path: ['spouse'], message: FUNERAL_MESSAGES.spouseNotAllowed },
    ]);
    expect(problemsOf('member_nucleus', { spouse: null })).toEqual([]);
    expect(problemsOf('member_nucleus', { spouse: child(40) })).toEqual([]);
  });

  it('refuses children on the plans for named people', () => {
    expect(problemsOf('additional_life', { children: [child(5)] })).toEqual([
      { path: ['children', 0], message: FUNERAL_MESSAGES.tooManyChildren(0) },
    ]);
  });

  it('refuses named people on the plans for a household', () => {
    expect(problemsOf('member_nucleus', { others: [relative(60)] })).toEqual([
      { path: ['others', 0], message: FUNERAL_MESSAGES.tooManyOthers(0) },
    ]);
  });

  it('refuses the Additional Life Plan with nobody named, or with two people', () => {
    expect(problemsOf('additional_life', { others: [] })).toEqual([
      { path: ['others'], message: FUNERAL_MESSAGES.othersRequired(1) },
    ]);
    expect(problemsOf('additional_life', { others: [relative(60), relative(62)] })).toEqual([
      { path: ['others', 1], message: FUNERAL_MESSAGES.tooManyOthers(1) },
    ]);
  });

  it('takes one to four named relatives on the Additional Family Members Plan', () => {
    expect(problemsOf('additional_family', { others: [] })).toEqual([
      { path: ['others'], message: FUNERAL_MESSAGES.othersRequired(1) },
    ]);
    expect(problemsOf('additional_family', { others: [1, 2, 3, 4].map(() => relative(60)) })).toEqual([]);
    expect(problemsOf('additional_family', { others: [1, 2, 3, 4, 5].map(() => relative(60)) })).toEqual([
      { path: ['others', 4], message: FUNERAL_MESSAGES.tooManyOthers(4) },
    ]);
  });

  it('refuses a principal member under 18, and accepts one who turns 18 today', () => {
    const principal = (dateOfBirth: string) => ({
      ...makeFuneralApplication(PLAN_ID, 'family', {}, TODAY).principal,
      dateOfBirth,
    });
    expect(problemsOf('family', { principal: principal(bornAged(17, TODAY)) })).toEqual([
      { path: ['principal', 'dateOfBirth'], message: FUNERAL_MESSAGES.principalAge },
    ]);
    expect(problemsOf('family', { principal: principal('2008-03-15') })).toEqual([]);
    expect(problemsOf('family', { principal: principal(addDays('2008-03-15', 1)) })).toHaveLength(1);
  });

  it('refuses a covered adult over 75 on their date of birth, and accepts one aged 75', () => {
    expect(problemsOf('additional_family', { others: [relative(75), relative(76)] })).toEqual([
      { path: ['others', 1, 'dateOfBirth'], message: FUNERAL_MESSAGES.coveredAge },
    ]);
    expect(problemsOf('member_nucleus', { spouse: child(76) })).toEqual([
      { path: ['spouse', 'dateOfBirth'], message: FUNERAL_MESSAGES.coveredAge },
    ]);
    const principal = { ...makeFuneralApplication(PLAN_ID, 'family', {}, TODAY).principal };
    expect(problemsOf('family', { principal: { ...principal, dateOfBirth: bornAged(76, TODAY) } })).toEqual([
      { path: ['principal', 'dateOfBirth'], message: FUNERAL_MESSAGES.coveredAge },
    ]);
  });

  it('reports every problem at once', () => {
    const problems = problemsOf('family', { spouse: null, children: [child(25)] });
    expect(problems.map((problem) => problem.path.join('.'))).toEqual(['spouse', 'children.0.dateOfBirth']);
  });
});

describe('FuneralApplicationSchema', () => {
  it('accepts each plan type’s people and defaults the missing lists', () => {
    const parsed = FuneralApplicationSchema.parse({
      ...makeFuneralApplication(PLAN_ID, 'single_parent', {}, TODAY),
      spouse: undefined,
      others: undefined,
    });
    expect(parsed.spouse).toBeNull();
    expect(parsed.others).toEqual([]);
    expect(coveredPeopleFor('family', TODAY).children).toHaveLength(4);
  });

  it('refuses a date of birth in the future and a relationship it does not know', () => {
    const result = FuneralApplicationSchema.safeParse({
      ...makeFuneralApplication(PLAN_ID, 'additional_life', {}, TODAY),
      others: [{ ...relative(60), relationship: 'neighbour', dateOfBirth: '2999-01-01' }],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['others.0.dateOfBirth', 'others.0.relationship']));
  });
});
