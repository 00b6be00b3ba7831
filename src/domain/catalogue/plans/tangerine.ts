import { TANGERINE_PRICES } from '../prices';
import type { PlanHighlights, TangerinePlan } from '../types';

const base = {
  providerId: 'tangerine',
  pricing: 'ngn-converted',
  hospitalListIsSample: true,
  exclusions: [],
  features: [],
  benefitCategories: [],
  hospitalNetwork: [],
} satisfies Partial<TangerinePlan>;
const highlights: PlanHighlights = {
  annualLimit: null,
  emergencySurgeryShare: null,
  icuCap: null,
  surgeryCap: null,
  preExistingWaitMonths: null,
  hospitalTiers: null,
  maternity: null,
};

export const TANGERINE_PLANS: TangerinePlan[] = [
  {
    ...base,
    id: 'tht-select',
    name: 'THT Select',
    description: '',
    regionCover: 'Nigeria',
    price: TANGERINE_PRICES['tht-select'],
    highlights,
    highlighted: false,
  },
  {
    ...base,
    id: 'classic',
    name: 'Classic',
    description: '',
    regionCover: 'Nigeria',
    price: TANGERINE_PRICES.classic,
    highlights,
    highlighted: true,
  },
  {
    ...base,
    id: 'plus-africa',
    name: 'Plus Africa',
    description: '',
    regionCover: 'Africa',
    price: TANGERINE_PRICES['plus-africa'],
    highlights,
    highlighted: false,
  },
];
