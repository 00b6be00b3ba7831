import type { HealthPlan } from '@/domain/catalogue/types';

export const NOT_STATED = 'Not stated';

export interface CompareRow {
  label: string;
  value: (plan: HealthPlan) => string;
}

export function formatShare(percent: number | null): string {
  return percent === null ? NOT_STATED : `${percent}%`;
}

export function formatWait(months: number | null): string {
  if (months === null) return NOT_STATED;
  return `After ${months} month${months === 1 ? '' : 's'}`;
}

const text = (value: string | null) => value ?? NOT_STATED;

/** The rows of the compare table after the price, each read from the plan's highlights. */
export const COMPARE_ROWS: CompareRow[] = [
  { label: 'Annual limit', value: (plan) => text(plan.highlights.annualLimit) },
  { label: 'Emergency surgery covered', value: (plan) => formatShare(plan.highlights.emergencySurgeryShare) },
  { label: 'ICU cap', value: (plan) => text(plan.highlights.icuCap) },
  { label: 'Surgery cap', value: (plan) => text(plan.highlights.surgeryCap) },
  {
    label: 'Pre-existing conditions covered',
    value: (plan) => formatWait(plan.highlights.preExistingWaitMonths),
  },
  { label: 'Hospital tiers', value: (plan) => text(plan.highlights.hospitalTiers) },
  { label: 'Maternity', value: (plan) => text(plan.highlights.maternity) },
];
