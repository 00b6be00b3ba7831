import { PLAN_PRICES } from '../prices';
import type { PlanHighlights, StandardPlan } from '../types';
import { NO_BENEFITS } from './no-benefits';

// The spec gives Sapphire, Emerald and Ruby no hospital lists.
const base = {
  providerId: 'diaspora-uhms',
  pricing: 'flat',
  hospitalListIsSample: false,
  hospitalNetwork: [],
  exclusions: [],
} satisfies Partial<StandardPlan>;
const highlights = (waitMonths: number | null): PlanHighlights => ({
  annualLimit: null,
  emergencySurgeryShare: null,
  icuCap: null,
  surgeryCap: null,
  preExistingWaitMonths: waitMonths,
  hospitalTiers: null,
  maternity: null,
});

export const DIASPORA_UHMS_PLANS: StandardPlan[] = [
  {
    ...base,
    id: 'sapphire',
    name: 'Sapphire',
    description: '',
    price: PLAN_PRICES.sapphire,
    features: [],
    benefits: NO_BENEFITS,
    highlights: highlights(3),
    highlighted: false,
  },
  {
    ...base,
    id: 'emerald',
    name: 'Emerald',
    description: '',
    price: PLAN_PRICES.emerald,
    features: [],
    benefits: NO_BENEFITS,
    highlights: highlights(1),
    highlighted: true,
  },
  {
    ...base,
    id: 'ruby',
    name: 'Ruby',
    description: '',
    price: PLAN_PRICES.ruby,
    features: [],
    benefits: NO_BENEFITS,
    highlights: highlights(null),
    highlighted: false,
  },
];
