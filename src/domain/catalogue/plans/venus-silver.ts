import { PLAN_PRICES } from '../prices';
import type { StandardPlan } from '../types';
import { EXCLUDED, exclusions, highlights, LINES } from './shared';
import { VENUS_BASE, VENUS_LINES, VENUS_NETWORKS, VENUS_WAIT_MONTHS } from './venus-common';

// Both Silver plans pay emergency surgery in full (spec 001 §9); they differ in where treatment may be had.
const SHARE = 100;
const CONSULTATIONS = 'Unlimited GP consultations; specialists on referral, no yearly limit';
const IMAGING = 'All laboratory tests and imaging, including CT and MRI';
const ADMISSION = 'Up to 120 admission days a year in a private room';
const ANTENATAL = 'Antenatal care with scans, no visit limit';
const NEWBORN = 'Newborn care for the first 3 months, including the special care baby unit';
const SCREENING = [
  LINES.immunisations,
  'Yearly full health check with blood tests',
  'Breast, cervical and prostate cancer screening',
];

export const VENUS_SILVER_PLANS: StandardPlan[] = [
  {
    ...VENUS_BASE,
    id: 'silver-global',
    name: 'Silver Global',
    description:
      "Venus Medicare's widest plan: full emergency surgery cover and treatment in Nigeria, across Africa and worldwide outside the USA and Canada.",
    price: PLAN_PRICES['silver-global'],
    features: [
      'Emergency surgery covered at 100%',
      'Treatment worldwide, except the USA and Canada',
      'Up to 120 admission days a year',
      VENUS_LINES.physiotherapy(30),
      'Normal delivery up to NGN 800,000',
      'Medical evacuation worldwide',
    ],
    benefits: {
      emergency: [
        VENUS_LINES.emergencyRoom,
        VENUS_LINES.surgeryShare(SHARE),
        'Emergency care while travelling, worldwide except the USA and Canada',
        'Medical evacuation to the nearest suitable hospital when a doctor advises it',
        LINES.emergencyDental,
      ],
      outpatient: [
        CONSULTATIONS,
        LINES.brandedDrugs,
        IMAGING,
        VENUS_LINES.physiotherapy(30),
        'Dental fillings and extractions; glasses up to NGN 60,000 every 2 years',
      ],
      inpatient: [
        ADMISSION,
        'Treatment at partner hospitals in Africa, Europe and the Middle East on referral',
        'ICU for up to 21 days per admission',
        VENUS_LINES.preExisting,
      ],
      maternity: [
        ANTENATAL,
        'Normal delivery up to NGN 800,000 after a 12-month wait',
        VENUS_LINES.caesarean(SHARE),
        NEWBORN,
      ],
      preventive: [...SCREENING, 'Travel vaccines before a trip abroad'],
    },
    exclusions: exclusions(EXCLUDED.usaAndCanada, EXCLUDED.transplants),
    hospitalNetwork: VENUS_NETWORKS['silver-global'],
    highlights: highlights({
      emergencySurgeryShare: SHARE,
      icuCap: '21 days per admission',
      preExistingWaitMonths: VENUS_WAIT_MONTHS,
      hospitalTiers: 'Tiers 1-3, Africa and international partners',
      maternity: 'Normal delivery up to NGN 800,000',
    }),
    highlighted: false,
  },
  {
    ...VENUS_BASE,
    id: 'silver-africa',
    name: 'Silver Africa',
    description:
      'Full emergency surgery cover and hospital care in Nigeria, with referral to partner hospitals in Ghana, Kenya and South Africa when care is not available at home.',
    price: PLAN_PRICES['silver-africa'],
    features: [
      'Emergency surgery covered at 100%',
      'Treatment across Africa on referral',
      'Up to 120 admission days a year',
      VENUS_LINES.physiotherapy(25),
      'Normal delivery up to NGN 600,000',
      'Medical evacuation within Africa',
    ],
    benefits: {
      emergency: [
        VENUS_LINES.emergencyRoom,
        VENUS_LINES.surgeryShare(SHARE),
        'Road ambulance anywhere in Nigeria',
        'Medical evacuation to a partner hospital in Africa when a doctor advises it',
        LINES.emergencyDental,
      ],
      outpatient: [
        CONSULTATIONS,
        LINES.brandedDrugs,
        IMAGING,
        VENUS_LINES.physiotherapy(25),
        'Dental fillings and extractions; glasses up to NGN 40,000 every 2 years',
      ],
      inpatient: [
        ADMISSION,
        'Treatment at partner hospitals in Ghana, Kenya and South Africa on referral',
        'ICU for up to 14 days per admission',
        VENUS_LINES.preExisting,
      ],
      maternity: [
        ANTENATAL,
        'Normal delivery up to NGN 600,000 after a 12-month wait',
        VENUS_LINES.caesarean(SHARE),
        NEWBORN,
      ],
      preventive: [...SCREENING, 'Yellow fever and typhoid vaccines for travel within Africa'],
    },
    exclusions: exclusions(EXCLUDED.outsideAfrica, EXCLUDED.transplants),
    hospitalNetwork: VENUS_NETWORKS['silver-africa'],
    highlights: highlights({
      emergencySurgeryShare: SHARE,
      icuCap: '14 days per admission',
      preExistingWaitMonths: VENUS_WAIT_MONTHS,
      hospitalTiers: 'Tiers 1-3 and Africa partners',
      maternity: 'Normal delivery up to NGN 600,000',
    }),
    highlighted: false,
  },
];
