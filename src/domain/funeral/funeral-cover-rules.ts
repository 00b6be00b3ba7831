import type { FuneralPlanType } from './funeral-plan';

/**
 * Who each funeral plan type covers besides the principal member (issue 5, DECISIONS 23; see
 * docs/decisions/009-funeral-cover.md for the types the spec leaves open). Children must be under 21 on the
 * application day; the principal member is 18 to 75, and every other adult covered is 75 or younger.
 */
export interface CoverRule {
  spouse: 'none' | 'optional' | 'required';
  maxChildren: number;
  /** Relatives or other people named on the application. */
  minOthers: number;
  maxOthers: number;
}

export const CHILD_MAX_AGE_EXCLUSIVE = 21;
export const PRINCIPAL_MIN_AGE = 18;
export const COVERED_MAX_AGE = 75;

export const COVER_RULES: Record<FuneralPlanType, CoverRule> = {
  member_nucleus: { spouse: 'optional', maxChildren: 2, minOthers: 0, maxOthers: 0 },
  single_parent: { spouse: 'none', maxChildren: 2, minOthers: 0, maxOthers: 0 },
  family: { spouse: 'required', maxChildren: 4, minOthers: 0, maxOthers: 0 },
  additional_family: { spouse: 'none', maxChildren: 0, minOthers: 1, maxOthers: 4 },
  additional_life: { spouse: 'none', maxChildren: 0, minOthers: 1, maxOthers: 1 },
};
