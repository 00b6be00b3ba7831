import { HOMEREACH_ELDERLY_PRICES, PLAN_PRICES } from '../prices';
import type { HomeReachPlan } from '../types';
import { HOMEREACH_NETWORKS } from './homereach-hospitals';
import { EXCLUDED, exclusions, highlights, LINES } from './shared';

const base = {
  providerId: 'homereach',
  pricing: 'age-banded',
  hospitalListIsSample: true,
} satisfies Partial<HomeReachPlan>;

export const HOMEREACH_PLANS: HomeReachPlan[] = [
  {
    ...base,
    id: 'homereach-tulip',
    name: 'Tulip',
    description:
      'Essential cover for relatives in Nigeria: GP care, hospital admission, surgery and ICU at Tier 1 and Tier 2 hospitals.',
    price: PLAN_PRICES['homereach-tulip'],
    elderlyPrice: HOMEREACH_ELDERLY_PRICES['homereach-tulip'],
    hospitalAccess: 'Tier 1 - 2',
    highlight: 'Essential cover',
    highlighted: false,
    features: [
      'Hospitals in Tier 1 and Tier 2',
      'ICU up to NGN 1,000,000',
      'Surgery up to NGN 500,000',
      'GP visits and prescribed drugs',
      'Pre-existing conditions after 6 months',
    ],
    benefits: {
      emergency: [
        '24-hour emergency care at any Tier 1 or Tier 2 hospital',
        'Emergency surgery within the NGN 500,000 surgery cap',
        'ICU care up to NGN 1,000,000 a year',
        LINES.ambulanceCity,
      ],
      outpatient: [
        'Unlimited GP consultations',
        'Prescribed generic drugs',
        'Basic laboratory tests, including malaria and typhoid tests',
        'Specialist consultations on referral, 2 a year',
      ],
      inpatient: [
        'General ward admission, up to 30 days a year',
        'Surgery up to NGN 500,000 a year',
        LINES.wardCare,
        LINES.preExisting(6),
      ],
      maternity: [
        'Antenatal care: 4 visits with routine tests',
        'Normal delivery up to NGN 120,000 after a 12-month wait',
        'Newborn checks in the first 7 days',
      ],
      preventive: [
        LINES.immunisations,
        'Yearly blood pressure and blood sugar check',
        'Health tips and check-up reminders by SMS',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.routineDentalOptical),
    hospitalNetwork: HOMEREACH_NETWORKS.tulip,
    highlights: highlights({
      icuCap: 'NGN 1,000,000',
      surgeryCap: 'NGN 500,000',
      preExistingWaitMonths: 6,
      hospitalTiers: 'Tiers 1-2',
      maternity: 'Normal delivery up to NGN 120,000',
    }),
  },
  {
    ...base,
    id: 'homereach-hazel',
    name: 'Hazel',
    description:
      'The balanced HomeReach plan, adding specialist care, Tier 3 hospitals and neonatal cover for growing families.',
    price: PLAN_PRICES['homereach-hazel'],
    elderlyPrice: HOMEREACH_ELDERLY_PRICES['homereach-hazel'],
    hospitalAccess: 'Tier 1 - 3',
    highlight: 'Recommended',
    highlighted: true,
    features: [
      'Hospitals in Tiers 1 to 3',
      'ICU up to NGN 1,500,000',
      'Surgery up to NGN 1,000,000',
      'Neonatal care up to NGN 1,500,000',
      'Specialist consultations, 6 a year',
      'Pre-existing conditions after 3 months',
    ],
    benefits: {
      emergency: [
        '24-hour emergency care at any hospital in Tiers 1 to 3',
        'Emergency surgery within the NGN 1,000,000 surgery cap',
        'ICU care up to NGN 1,500,000 a year',
        LINES.ambulanceCity,
        LINES.emergencyDental,
      ],
      outpatient: [
        'Unlimited GP consultations',
        LINES.brandedDrugs,
        'Laboratory tests, X-ray and ultrasound',
        'Specialist consultations on referral, 6 a year',
        'Physiotherapy, 6 sessions a year',
      ],
      inpatient: [
        'Semi-private room admission, up to 45 days a year',
        'Surgery up to NGN 1,000,000 a year',
        LINES.wardCare,
        LINES.preExisting(3),
      ],
      maternity: [
        'Antenatal care: 8 visits with 2 ultrasound scans',
        'Normal delivery up to NGN 250,000 after a 12-month wait',
        'Caesarean section within the NGN 1,000,000 surgery cap',
        'Neonatal care up to NGN 1,500,000, including the special care baby unit',
      ],
      preventive: [
        LINES.immunisations,
        'Yearly health check: blood pressure, blood sugar and cholesterol',
        'Cervical cancer screening every 3 years for women aged 25 to 65',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.transplantsAndDialysis),
    hospitalNetwork: HOMEREACH_NETWORKS.hazel,
    highlights: highlights({
      icuCap: 'NGN 1,500,000',
      surgeryCap: 'NGN 1,000,000',
      preExistingWaitMonths: 3,
      hospitalTiers: 'Tiers 1-3',
      maternity: 'Neonatal care up to NGN 1,500,000',
    }),
  },
  {
    ...base,
    id: 'homereach-ivy',
    name: 'Ivy',
    description:
      "HomeReach's fullest plan, with all four hospital tiers, the highest surgery and ICU caps, and dental and optical care.",
    price: PLAN_PRICES['homereach-ivy'],
    elderlyPrice: HOMEREACH_ELDERLY_PRICES['homereach-ivy'],
    hospitalAccess: 'Tier 1 - 4',
    highlight: 'Comprehensive',
    highlighted: false,
    features: [
      'Hospitals in all four tiers',
      'ICU up to NGN 2,000,000',
      'Surgery up to NGN 2,500,000',
      'Neonatal care up to NGN 2,000,000',
      'Dental and optical care',
      'Pre-existing conditions after 1 month',
    ],
    benefits: {
      emergency: [
        '24-hour emergency care at any network hospital, Tiers 1 to 4',
        'Emergency surgery within the NGN 2,500,000 surgery cap',
        'ICU care up to NGN 2,000,000 a year',
        'Road ambulance anywhere in the state and between network hospitals',
        LINES.emergencyDental,
      ],
      outpatient: [
        'Unlimited GP consultations',
        LINES.brandedDrugs,
        'Laboratory tests, X-ray and ultrasound; CT and MRI on referral',
        'Specialist consultations on referral, no yearly limit',
        'Physiotherapy, 12 sessions a year',
        'Dental fillings and extractions; glasses up to NGN 30,000 every 2 years',
      ],
      inpatient: [
        'Private room admission, up to 90 days a year',
        'Surgery up to NGN 2,500,000 a year',
        LINES.wardCare,
        LINES.preExisting(1),
      ],
      maternity: [
        'Antenatal care with scans, no visit limit',
        'Normal delivery up to NGN 400,000 after a 10-month wait',
        'Caesarean section within the NGN 2,500,000 surgery cap',
        'Neonatal care up to NGN 2,000,000, including the special care baby unit',
        'Postnatal care for mother and baby for 6 weeks',
      ],
      preventive: [
        LINES.immunisations,
        'Yearly full health check, including kidney and liver tests',
        'Breast and cervical cancer screening',
        'Prostate screening for men over 45',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria),
    hospitalNetwork: HOMEREACH_NETWORKS.ivy,
    highlights: highlights({
      icuCap: 'NGN 2,000,000',
      surgeryCap: 'NGN 2,500,000',
      preExistingWaitMonths: 1,
      hospitalTiers: 'Tiers 1-4',
      maternity: 'Neonatal care up to NGN 2,000,000',
    }),
  },
];
