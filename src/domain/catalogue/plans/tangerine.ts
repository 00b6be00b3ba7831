import { TANGERINE_PRICES } from '../prices';
import type { TangerinePlan } from '../types';
import { EXCLUDED, exclusions, highlights, LINES } from './shared';
import { TANGERINE_NETWORKS } from './tangerine-hospitals';

// Tangerine lists its benefits as categories rather than the five groups of the other providers.
const base = {
  providerId: 'tangerine',
  pricing: 'ngn-converted',
  hospitalListIsSample: true,
} satisfies Partial<TangerinePlan>;
const EMERGENCY_ANY = '24-hour emergency care at any network hospital';
const PAEDIATRICIAN = 'Children under 5 see a paediatrician without a referral';
const DENTAL = 'Dental check-up, fillings and extractions';

export const TANGERINE_PLANS: TangerinePlan[] = [
  {
    ...base,
    id: 'tht-select',
    name: 'THT Select',
    description:
      "Tangerine's essential plan for relatives in Nigeria: GP care, drugs, admission and emergency treatment at Tier 1 and Tier 2 hospitals.",
    regionCover: 'Nigeria',
    price: TANGERINE_PRICES['tht-select'],
    highlighted: false,
    features: [
      'Cover across Nigeria',
      'Annual limit NGN 1,500,000',
      'GP consultations and prescribed drugs',
      'Admission up to 30 days a year',
      'Emergency care and ambulance',
    ],
    benefitCategories: [
      {
        category: 'Outpatient care',
        details: [
          'Unlimited GP consultations',
          'Prescribed generic drugs',
          'Routine laboratory tests, including malaria tests',
          'Specialist consultations on referral, 3 a year',
        ],
      },
      {
        category: 'Hospital admission',
        details: [
          'General ward, up to 30 days a year',
          LINES.wardCare,
          'Surgery up to NGN 300,000 a year',
          LINES.preExisting(6),
        ],
      },
      {
        category: 'Emergency care',
        details: [
          '24-hour emergency care at Tier 1 and Tier 2 hospitals',
          'ICU care up to NGN 250,000 a year',
          LINES.ambulanceCity,
        ],
      },
      {
        category: 'Maternity',
        details: ['Antenatal care: 4 visits', 'Normal delivery up to NGN 100,000 after a 12-month wait'],
      },
      {
        category: 'Preventive care',
        details: [LINES.immunisations, 'Yearly blood pressure and blood sugar check'],
      },
    ],
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.routineDentalOptical),
    hospitalNetwork: TANGERINE_NETWORKS['tht-select'],
    highlights: highlights({
      annualLimit: 'NGN 1,500,000',
      icuCap: 'NGN 250,000',
      surgeryCap: 'NGN 300,000',
      preExistingWaitMonths: 6,
      hospitalTiers: 'Tiers 1-2',
      maternity: 'Normal delivery up to NGN 100,000',
    }),
  },
  {
    ...base,
    id: 'classic',
    name: 'Classic',
    description:
      "Tangerine's mid-range plan, adding specialist care, Tier 3 hospitals, dental and optical care and family benefits across Nigeria.",
    regionCover: 'Nigeria',
    price: TANGERINE_PRICES.classic,
    highlighted: true,
    features: [
      'Cover across Nigeria',
      'Annual limit NGN 4,000,000',
      'Specialist consultations on referral',
      'Surgery up to NGN 800,000',
      'Dental and optical care',
      'Pre-existing conditions after 3 months',
    ],
    benefitCategories: [
      {
        category: 'Outpatient care',
        details: [
          'Unlimited GP consultations',
          LINES.brandedDrugs,
          'Laboratory tests, X-ray and ultrasound',
          'Physiotherapy, 10 sessions a year',
        ],
      },
      {
        category: 'Specialized care',
        details: [
          'Specialist consultations on referral, 10 a year',
          'Cardiology, orthopaedics and ENT at Tier 3 hospitals',
          'CT and MRI scans up to NGN 200,000 a year',
        ],
      },
      {
        category: 'Hospital admission and surgery',
        details: [
          'Semi-private room, up to 60 days a year',
          'Surgery up to NGN 800,000 a year',
          LINES.preExisting(3),
        ],
      },
      {
        category: 'Emergency care',
        details: [EMERGENCY_ANY, 'ICU care up to NGN 600,000 a year', 'Road ambulance anywhere in the state'],
      },
      {
        category: 'Maternity and family',
        details: [
          'Antenatal care: 8 visits with ultrasound scans',
          'Normal delivery up to NGN 250,000 after a 12-month wait',
          'Newborn care for the first 30 days',
          PAEDIATRICIAN,
        ],
      },
      {
        category: 'Preventive, dental and optical',
        details: [
          LINES.immunisations,
          'Yearly health check: blood pressure, blood sugar and cholesterol',
          DENTAL,
          'Eye test and glasses up to NGN 30,000 every 2 years',
        ],
      },
    ],
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.transplants),
    hospitalNetwork: TANGERINE_NETWORKS.classic,
    highlights: highlights({
      annualLimit: 'NGN 4,000,000',
      icuCap: 'NGN 600,000',
      surgeryCap: 'NGN 800,000',
      preExistingWaitMonths: 3,
      hospitalTiers: 'Tiers 1-3',
      maternity: 'Normal delivery up to NGN 250,000',
    }),
  },
  {
    ...base,
    id: 'plus-africa',
    name: 'Plus Africa',
    description:
      "Tangerine's widest plan: full care in Nigeria plus treatment at partner hospitals across Africa, with the highest limits and family benefits.",
    regionCover: 'Africa-wide',
    price: TANGERINE_PRICES['plus-africa'],
    highlighted: false,
    features: [
      'Cover across Africa',
      'Annual limit NGN 8,000,000',
      'Treatment in Ghana, Kenya, South Africa and Egypt',
      'Surgery up to NGN 2,000,000',
      'Medical evacuation within Africa',
      'Pre-existing conditions after 3 months',
    ],
    benefitCategories: [
      {
        category: 'Outpatient care',
        details: [
          'Unlimited GP consultations',
          LINES.brandedDrugs,
          'All laboratory tests and imaging, including CT and MRI',
          'Physiotherapy, 20 sessions a year',
        ],
      },
      {
        category: 'Specialized care',
        details: [
          'Specialist consultations on referral, no yearly limit',
          'Cardiology, oncology and orthopaedics at Tier 3 hospitals',
          'Dialysis for sudden kidney failure, 10 sessions a year',
        ],
      },
      {
        category: 'Hospital admission and surgery',
        details: [
          'Private room, up to 90 days a year',
          'Surgery up to NGN 2,000,000 a year',
          LINES.preExisting(3),
        ],
      },
      {
        category: 'Emergency care',
        details: [
          EMERGENCY_ANY,
          'ICU care up to NGN 1,500,000 a year',
          'Road ambulance anywhere in Nigeria',
          'Medical evacuation within Africa when a doctor advises it',
        ],
      },
      {
        category: 'International coverage',
        details: [
          'Treatment at partner hospitals in Ghana, Kenya, South Africa and Egypt on referral',
          'Emergency care while travelling anywhere in Africa',
          'Travel vaccines for trips within Africa',
        ],
      },
      {
        category: 'Maternity and family',
        details: [
          'Antenatal care with scans, no visit limit',
          'Normal delivery up to NGN 450,000 after a 12-month wait',
          'Newborn care for the first 3 months',
          PAEDIATRICIAN,
        ],
      },
      {
        category: 'Preventive, dental and optical',
        details: [
          LINES.immunisations,
          'Yearly full health check with blood tests',
          DENTAL,
          'Eye test and glasses up to NGN 50,000 every 2 years',
        ],
      },
    ],
    exclusions: exclusions(EXCLUDED.outsideAfrica, EXCLUDED.transplants),
    hospitalNetwork: TANGERINE_NETWORKS['plus-africa'],
    highlights: highlights({
      annualLimit: 'NGN 8,000,000',
      icuCap: 'NGN 1,500,000',
      surgeryCap: 'NGN 2,000,000',
      preExistingWaitMonths: 3,
      hospitalTiers: 'Tiers 1-3 and pan-African partners',
      maternity: 'Normal delivery up to NGN 450,000',
    }),
  },
];
