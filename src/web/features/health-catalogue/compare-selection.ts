import { findPlan } from '@/domain/catalogue/catalogue';
import { MAX_FAMILY_PEOPLE, readAge } from '@/domain/catalogue/family-ages';

export const MIN_COMPARED_PLANS = 2;
export const MAX_COMPARED_PLANS = 4;

export interface CompareSelection {
  /** Known plan ids, each once, in the order they were picked. */
  planIds: string[];
  /** The query named more plans than can be compared; only the first four were kept. */
  overflow: boolean;
}

/** Reads the compare page's `?plans=a,b` value. Unknown ids are dropped, repeats kept once. */
export function parseCompareQuery(raw: string | null | undefined): CompareSelection {
  const known = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => findPlan(id) !== undefined);
  const unique = [...new Set(known)];
  return { planIds: unique.slice(0, MAX_COMPARED_PLANS), overflow: unique.length > MAX_COMPARED_PLANS };
}

export type ToggleOutcome = { kind: 'changed'; planIds: string[] } | { kind: 'refused' };

/** Ticking a plan adds it at the end, unticking removes it; a fifth plan is refused. */
export function togglePlan(selected: readonly string[], planId: string): ToggleOutcome {
  if (selected.includes(planId)) {
    return { kind: 'changed', planIds: selected.filter((id) => id !== planId) };
  }
  if (selected.length >= MAX_COMPARED_PLANS) return { kind: 'refused' };
  return { kind: 'changed', planIds: [...selected, planId] };
}

/**
 * Reads the compare page's `?ages=70,68`: the ages to price every plan for. A shared or edited link may hold
 * anything, so entries that are not ages are dropped and at most MAX_FAMILY_PEOPLE kept.
 */
export function parseAgesQuery(raw: string | null | undefined): number[] {
  return (raw ?? '')
    .split(',')
    .flatMap((text, index) => {
      const reading = readAge(text, index + 1);
      return reading.ok ? [reading.age] : [];
    })
    .slice(0, MAX_FAMILY_PEOPLE);
}
