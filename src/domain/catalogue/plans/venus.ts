import { PLAN_PRICES } from '../prices';
import type { PlanHighlights, StandardPlan } from '../types';
import { NO_BENEFITS } from './no-benefits';

const base = {
  providerId: 'venus',
  pricing: 'flat',
  hospitalListIsSample: true,
  exclusions: [],
} satisfies Partial<StandardPlan>;
const highlights = (share: number): PlanHighlights => ({
  annualLimit: null,
  emergencySurgeryShare: share,
  icuCap: null,
  surgeryCap: null,
  preExistingWaitMonths: 6,
  hospitalTiers: null,
  maternity: null,
});

export const VENUS_PLANS: StandardPlan[] = [
  {
    ...base,
    id: 'super',
    name: 'Super',
    description: '',
    price: PLAN_PRICES.super,
    features: [],
    benefits: NO_BENEFITS,
    hospitalNetwork: [],
    highlights: highlights(40),
    highlighted: false,
  },
  {
    ...base,
    id: 'zenith',
    name: 'Zenith',
    description: '',
    price: PLAN_PRICES.zenith,
    features: [],
    benefits: NO_BENEFITS,
    hospitalNetwork: [],
    highlights: highlights(60),
    highlighted: true,
  },
  {
    ...base,
    id: 'cadillac',
    name: 'Cadillac',
    description: '',
    price: PLAN_PRICES.cadillac,
    features: [],
    benefits: NO_BENEFITS,
    hospitalNetwork: [],
    highlights: highlights(80),
    highlighted: false,
  },
  {
    ...base,
    id: 'silver-global',
    name: 'Silver Global',
    description: '',
    price: PLAN_PRICES['silver-global'],
    features: [],
    benefits: NO_BENEFITS,
    hospitalNetwork: [],
    highlights: highlights(100),
    highlighted: false,
  },
  {
    ...base,
    id: 'silver-africa',
    name: 'Silver Africa',
    description: '',
    price: PLAN_PRICES['silver-africa'],
    features: [],
    benefits: NO_BENEFITS,
    hospitalNetwork: [],
    highlights: highlights(100),
    highlighted: false,
  },
];
