import { ALLY_PLAN_TYPE_PRICES, PLAN_PRICES } from '../prices';
import type { AllyPartnersPlan } from '../types';
import { ALLY_PARTNERS_NETWORKS } from './ally-partners-hospitals';
import { EXCLUDED, exclusions, highlights, LINES } from './shared';

const base = {
  providerId: 'ally-partners',
  pricing: 'plan-type',
  hospitalListIsSample: true,
} satisfies Partial<AllyPartnersPlan>;

/** The extras of spec 001 §9, the same on both plans (the page's additional benefit cards). */
const EXTRAS = {
  dentalEmergency: 'Dental emergency up to NGN 50,000',
  routineDental: 'Routine dental and orthodontics up to NGN 150,000',
  frames: 'Vision: frames up to NGN 40,000 every 2 years',
  lenses: 'Lenses up to NGN 50,000',
  delivery: 'Normal delivery 100% after a 10-month wait',
  psychiatric: 'Psychiatric care covered at 50-70%',
  rehabilitation: 'Rehabilitation covered at 100% for up to 30 days',
} as const;
const AMBULANCE = 'Ambulance covered at 100%';
const EXTRAS_FEATURE = 'Dental, vision and mental-health extras';
const CAESAREAN = 'Caesarean section within the surgery limit';
const CHECK_UPS = ['Dental check-up and scaling twice a year', 'Eye test every 2 years'];

export const ALLY_PARTNERS_PLANS: AllyPartnersPlan[] = [
  {
    ...base,
    id: 'ally-partners-premium',
    name: 'Premium',
    description:
      "Ally Partners' core plan: emergency surgery and ambulance covered at 100% within a NGN 7,000,000 yearly limit, with dental, vision and mental-health extras.",
    price: PLAN_PRICES['ally-partners-premium'],
    planTypes: ALLY_PLAN_TYPE_PRICES['ally-partners-premium'],
    highlighted: false,
    features: [
      'Annual limit NGN 7,000,000',
      'Emergency surgery covered at 100%',
      AMBULANCE,
      'Outpatient care up to NGN 20,000 per session',
      EXTRAS_FEATURE,
      EXTRAS.delivery,
    ],
    benefits: {
      emergency: [
        'Emergency surgery covered at 100%, within the NGN 350,000 surgery limit',
        AMBULANCE,
        'ICU covered at 60% up to NGN 200,000',
        EXTRAS.dentalEmergency,
      ],
      outpatient: [
        'Consultations, tests and drugs up to NGN 20,000 per session',
        'Specialist consultations on referral',
        EXTRAS.routineDental,
        EXTRAS.frames,
        EXTRAS.lenses,
      ],
      inpatient: [
        'Admission within the NGN 7,000,000 annual limit',
        'Surgeries up to NGN 350,000',
        EXTRAS.psychiatric,
        EXTRAS.rehabilitation,
        LINES.preExisting(6),
      ],
      maternity: [
        'Antenatal care with routine scans',
        EXTRAS.delivery,
        CAESAREAN,
        'Newborn care for the first 28 days',
      ],
      preventive: [LINES.immunisations, 'Yearly health check', ...CHECK_UPS],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.transplants),
    hospitalNetwork: ALLY_PARTNERS_NETWORKS.premium,
    highlights: highlights({
      annualLimit: 'NGN 7,000,000',
      emergencySurgeryShare: 100,
      icuCap: '60% up to NGN 200,000',
      surgeryCap: 'NGN 350,000',
      preExistingWaitMonths: 6,
      hospitalTiers: 'Tiers 1-2',
      maternity: EXTRAS.delivery,
    }),
  },
  {
    ...base,
    id: 'ally-partners-executive',
    name: 'Executive',
    description:
      "Ally Partners' fullest plan: a NGN 10,000,000 yearly limit, higher ICU and surgery cover, and organ transplants up to NGN 8,000,000 in a lifetime.",
    price: PLAN_PRICES['ally-partners-executive'],
    planTypes: ALLY_PLAN_TYPE_PRICES['ally-partners-executive'],
    highlighted: true,
    features: [
      'Annual limit NGN 10,000,000',
      'Organ transplant up to NGN 8,000,000 lifetime',
      'ICU covered at 70% up to NGN 350,000',
      'Surgeries up to NGN 500,000',
      'Outpatient care up to NGN 30,000 per session',
      EXTRAS_FEATURE,
    ],
    benefits: {
      emergency: [
        'Emergency surgery covered at 100%, within the NGN 500,000 surgery limit',
        AMBULANCE,
        'ICU covered at 70% up to NGN 350,000',
        EXTRAS.dentalEmergency,
      ],
      outpatient: [
        'Consultations, tests and drugs up to NGN 30,000 per session',
        'Specialist consultations on referral, including Tier 3 specialist hospitals',
        EXTRAS.routineDental,
        EXTRAS.frames,
        EXTRAS.lenses,
      ],
      inpatient: [
        'Admission within the NGN 10,000,000 annual limit',
        'Surgeries up to NGN 500,000',
        'Organ transplant up to NGN 8,000,000 lifetime',
        EXTRAS.psychiatric,
        EXTRAS.rehabilitation,
        LINES.preExisting(6),
      ],
      maternity: [
        'Antenatal care with scans, no visit limit',
        EXTRAS.delivery,
        CAESAREAN,
        'Newborn care for the first 3 months',
      ],
      preventive: [
        LINES.immunisations,
        'Yearly full health check, including heart and kidney tests',
        ...CHECK_UPS,
        'Breast, cervical and prostate cancer screening',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria),
    hospitalNetwork: ALLY_PARTNERS_NETWORKS.executive,
    highlights: highlights({
      annualLimit: 'NGN 10,000,000',
      emergencySurgeryShare: 100,
      icuCap: '70% up to NGN 350,000',
      surgeryCap: 'NGN 500,000',
      preExistingWaitMonths: 6,
      hospitalTiers: 'Tiers 1-3',
      maternity: EXTRAS.delivery,
    }),
  },
];
