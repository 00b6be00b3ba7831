import { calendarDateOf } from '../domain/calendar-date';
import type { CreateFuneralApplicationInput } from '../domain/funeral/funeral-application.schema';
import type { FuneralPlanType } from '../domain/funeral/funeral-plan';

let counter = 0;
const next = () => ++counter;

/** A date of birth that makes someone `age` on `today`, 40 days away from any birthday. */
export function bornAged(age: number, today: string = calendarDateOf(new Date())): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - 40);
  return calendarDateOf(date);
}

/** Someone to cover, aged `age` on `today`. */
export function makeCoveredPerson(age: number, today?: string) {
  const n = next();
  return { firstName: 'Chioma', lastName: `Obi${n}`, dateOfBirth: bornAged(age, today) };
}

/** The people a valid application of each plan type covers besides the principal member. */
export function coveredPeopleFor(planType: FuneralPlanType, today?: string) {
  const child = () => makeCoveredPerson(8, today);
  const relative = (relationship: 'parent' | 'sibling') => ({
    ...makeCoveredPerson(relationship === 'parent' ? 68 : 35, today),
    relationship,
  });
  switch (planType) {
    case 'member_nucleus':
      return { spouse: makeCoveredPerson(38, today), children: [child()], others: [] };
    case 'single_parent':
      return { spouse: null, children: [child(), child()], others: [] };
    case 'family':
      return {
        spouse: makeCoveredPerson(38, today),
        children: [child(), child(), child(), child()],
        others: [],
      };
    case 'additional_family':
      return { spouse: null, children: [], others: [relative('parent'), relative('sibling')] };
    case 'additional_life':
      return { spouse: null, children: [], others: [relative('parent')] };
  }
}

/** A complete, valid application for a plan of `planType`; override what a test is about. */
export function makeFuneralApplication(
  planId: string,
  planType: FuneralPlanType,
  overrides: Partial<CreateFuneralApplicationInput> = {},
  today?: string,
): CreateFuneralApplicationInput {
  const n = next();
  return {
    planId,
    principal: {
      firstName: 'Emeka',
      lastName: `Okonkwo${n}`,
      dateOfBirth: bornAged(42, today),
      email: `emeka${n}@example.com`,
      phoneNumber: '+44 7700 900123',
      address: '4 Camden Road, London',
    },
    ...coveredPeopleFor(planType, today),
    beneficiary: {
      firstName: 'Ifeoma',
      lastName: 'Okonkwo',
      relationship: 'sibling',
      phoneNumber: '8031234567',
    },
    idempotencyKey: `funeral-key-${Date.now()}-${n}-abcdef`,
    ...overrides,
  };
}
