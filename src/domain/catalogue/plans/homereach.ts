import { HOMEREACH_ELDERLY_PRICES, PLAN_PRICES } from '../prices';
import type { HomeReachPlan } from '../types';
import { NO_BENEFITS } from './no-benefits';

const base = {
  providerId: 'homereach',
  pricing: 'age-banded',
  hospitalListIsSample: true,
  exclusions: [],
  features: [],
  benefits: NO_BENEFITS,
  hospitalNetwork: [],
} satisfies Partial<HomeReachPlan>;

export const HOMEREACH_PLANS: HomeReachPlan[] = [
  {
    ...base,
    id: 'homereach-tulip',
    name: 'Tulip',
    description: '',
    price: PLAN_PRICES['homereach-tulip'],
    elderlyPrice: HOMEREACH_ELDERLY_PRICES['homereach-tulip'],
    hospitalAccess: 'Tier 1 - 2',
    highlight: '',
    highlighted: false,
    highlights: {
      annualLimit: null,
      emergencySurgeryShare: null,
      icuCap: 'NGN 1,000,000',
      surgeryCap: 'NGN 500,000',
      preExistingWaitMonths: 6,
      hospitalTiers: 'Tiers 1-2',
      maternity: null,
    },
  },
  {
    ...base,
    id: 'homereach-hazel',
    name: 'Hazel',
    description: '',
    price: PLAN_PRICES['homereach-hazel'],
    elderlyPrice: HOMEREACH_ELDERLY_PRICES['homereach-hazel'],
    hospitalAccess: 'Tier 1 - 3',
    highlight: '',
    highlighted: true,
    highlights: {
      annualLimit: null,
      emergencySurgeryShare: null,
      icuCap: 'NGN 1,500,000',
      surgeryCap: 'NGN 1,000,000',
      preExistingWaitMonths: 3,
      hospitalTiers: 'Tiers 1-3',
      maternity: 'Neonatal care up to NGN 1,500,000',
    },
  },
  {
    ...base,
    id: 'homereach-ivy',
    name: 'Ivy',
    description: '',
    price: PLAN_PRICES['homereach-ivy'],
    elderlyPrice: HOMEREACH_ELDERLY_PRICES['homereach-ivy'],
    hospitalAccess: 'Tier 1 - 4',
    highlight: '',
    highlighted: false,
    highlights: {
      annualLimit: null,
      emergencySurgeryShare: null,
      icuCap: 'NGN 2,000,000',
      surgeryCap: 'NGN 2,500,000',
      preExistingWaitMonths: null,
      hospitalTiers: 'Tiers 1-4',
      maternity: 'Neonatal care up to NGN 2,000,000',
    },
  },
];
