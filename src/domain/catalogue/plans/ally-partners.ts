import { ALLY_PLAN_TYPE_PRICES, PLAN_PRICES } from '../prices';
import type { AllyPartnersPlan } from '../types';
import { NO_BENEFITS } from './no-benefits';

const base = {
  providerId: 'ally-partners',
  pricing: 'plan-type',
  hospitalListIsSample: true,
  exclusions: [],
  features: [],
  benefits: NO_BENEFITS,
  hospitalNetwork: [],
} satisfies Partial<AllyPartnersPlan>;
const maternity = 'Normal delivery 100% after a 10-month wait';

export const ALLY_PARTNERS_PLANS: AllyPartnersPlan[] = [
  {
    ...base,
    id: 'ally-partners-premium',
    name: 'Premium',
    description: '',
    price: PLAN_PRICES['ally-partners-premium'],
    planTypes: ALLY_PLAN_TYPE_PRICES['ally-partners-premium'],
    highlighted: false,
    highlights: {
      annualLimit: 'NGN 7,000,000',
      emergencySurgeryShare: 100,
      icuCap: '60% up to NGN 200,000',
      surgeryCap: 'NGN 350,000',
      preExistingWaitMonths: 6,
      hospitalTiers: null,
      maternity,
    },
  },
  {
    ...base,
    id: 'ally-partners-executive',
    name: 'Executive',
    description: '',
    price: PLAN_PRICES['ally-partners-executive'],
    planTypes: ALLY_PLAN_TYPE_PRICES['ally-partners-executive'],
    highlighted: true,
    highlights: {
      annualLimit: 'NGN 10,000,000',
      emergencySurgeryShare: 100,
      icuCap: '70% up to NGN 350,000',
      surgeryCap: 'NGN 500,000',
      preExistingWaitMonths: 6,
      hospitalTiers: null,
      maternity,
    },
  },
];
