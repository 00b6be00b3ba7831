import { PLAN_PRICES } from '../prices';
import type { StandardPlan } from '../types';
import { EXCLUDED, exclusions, highlights, LINES } from './shared';
import { VENUS_BASE, VENUS_LINES, VENUS_NETWORKS, VENUS_WAIT_MONTHS } from './venus-common';
import { VENUS_SILVER_PLANS } from './venus-silver';

const ROAD_AMBULANCE_STATE = 'Road ambulance anywhere in the state';

/** Super, Zenith and Cadillac cover care in Nigeria; the Silver plans reach further. */
export const VENUS_PLANS: StandardPlan[] = [
  {
    ...VENUS_BASE,
    id: 'super',
    name: 'Super',
    description:
      "Venus Medicare's entry plan: everyday clinic care for relatives in Nigeria and 40% of emergency surgery costs, at the lowest price.",
    price: PLAN_PRICES.super,
    features: [
      'Emergency surgery covered at 40%',
      'Up to 42 admission days a year',
      'GP visits and essential drugs',
      VENUS_LINES.physiotherapy(10),
      'Pre-existing conditions after 6 months',
    ],
    benefits: {
      emergency: [VENUS_LINES.emergencyRoom, VENUS_LINES.surgeryShare(40), LINES.ambulanceCity],
      outpatient: [
        'Unlimited GP consultations at Tier 1 clinics',
        'Drugs from the essential medicines list',
        'Basic laboratory tests: malaria, blood count and urinalysis',
        'Specialist consultations on referral, 4 a year',
        VENUS_LINES.physiotherapy(10),
      ],
      inpatient: [
        'Up to 42 admission days a year in a general ward',
        LINES.wardCare,
        VENUS_LINES.minorProcedures,
        VENUS_LINES.preExisting,
      ],
      maternity: [
        'Antenatal care: 6 visits with routine tests',
        'Normal delivery up to NGN 150,000 after a 12-month wait',
        VENUS_LINES.caesarean(40),
        'Postnatal check for mother and baby at 6 weeks',
      ],
      preventive: [
        LINES.immunisations,
        'Yearly blood pressure and blood sugar check',
        'Health advice line by phone',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.routineDentalOptical),
    hospitalNetwork: VENUS_NETWORKS.super,
    highlights: highlights({
      emergencySurgeryShare: 40,
      preExistingWaitMonths: VENUS_WAIT_MONTHS,
      hospitalTiers: 'Tier 1',
      maternity: 'Normal delivery up to NGN 150,000',
    }),
    highlighted: false,
  },
  {
    ...VENUS_BASE,
    id: 'zenith',
    name: 'Zenith',
    description:
      "Venus Medicare's mid-range plan, adding specialist care, Tier 2 hospitals and 60% of emergency surgery costs.",
    price: PLAN_PRICES.zenith,
    features: [
      'Emergency surgery covered at 60%',
      'Up to 60 admission days a year',
      'Specialist consultations, 8 a year',
      VENUS_LINES.physiotherapy(15),
      'Normal delivery up to NGN 250,000',
      'Hospitals in Tier 1 and Tier 2',
    ],
    benefits: {
      emergency: [
        VENUS_LINES.emergencyRoom,
        VENUS_LINES.surgeryShare(60),
        ROAD_AMBULANCE_STATE,
        LINES.emergencyDental,
      ],
      outpatient: [
        'Unlimited GP consultations',
        'Prescribed generic drugs',
        'Laboratory tests and X-ray; ultrasound on referral',
        'Specialist consultations on referral, 8 a year',
        VENUS_LINES.physiotherapy(15),
      ],
      inpatient: [
        'Up to 60 admission days a year in a semi-private room',
        LINES.wardCare,
        VENUS_LINES.minorProcedures,
        'ICU for up to 5 days per admission',
        VENUS_LINES.preExisting,
      ],
      maternity: [
        'Antenatal care: 8 visits with 2 ultrasound scans',
        'Normal delivery up to NGN 250,000 after a 12-month wait',
        VENUS_LINES.caesarean(60),
        'Newborn care for the first 30 days',
      ],
      preventive: [
        LINES.immunisations,
        'Yearly health check: blood pressure, blood sugar and cholesterol',
        'Eye test every 2 years',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.transplantsAndDialysis),
    hospitalNetwork: VENUS_NETWORKS.zenith,
    highlights: highlights({
      emergencySurgeryShare: 60,
      icuCap: '5 days per admission',
      preExistingWaitMonths: VENUS_WAIT_MONTHS,
      hospitalTiers: 'Tiers 1-2',
      maternity: 'Normal delivery up to NGN 250,000',
    }),
    highlighted: true,
  },
  {
    ...VENUS_BASE,
    id: 'cadillac',
    name: 'Cadillac',
    description:
      'The fullest of the Nigeria-only Venus plans, with Tier 3 specialist hospitals, 80% of emergency surgery costs and basic dental and optical care.',
    price: PLAN_PRICES.cadillac,
    features: [
      'Emergency surgery covered at 80%',
      'Up to 90 admission days a year',
      'Specialist consultations on referral',
      VENUS_LINES.physiotherapy(20),
      'Basic dental and optical care',
      'Hospitals in Tiers 1 to 3',
    ],
    benefits: {
      emergency: [
        VENUS_LINES.emergencyRoom,
        VENUS_LINES.surgeryShare(80),
        ROAD_AMBULANCE_STATE,
        LINES.emergencyDental,
      ],
      outpatient: [
        'Unlimited GP consultations; specialists on referral, no yearly limit',
        LINES.brandedDrugs,
        'Laboratory tests, X-ray and ultrasound; CT scan on referral',
        VENUS_LINES.physiotherapy(20),
        'Dental fillings and extractions; glasses up to NGN 25,000 every 2 years',
      ],
      inpatient: [
        'Up to 90 admission days a year in a private room',
        LINES.wardCare,
        VENUS_LINES.minorProcedures,
        'ICU for up to 10 days per admission',
        VENUS_LINES.preExisting,
      ],
      maternity: [
        'Antenatal care with scans, no visit limit',
        'Normal delivery up to NGN 400,000 after a 12-month wait',
        VENUS_LINES.caesarean(80),
        'Newborn care for the first 3 months',
      ],
      preventive: [
        LINES.immunisations,
        'Yearly full health check with blood tests',
        'Breast and cervical cancer screening every 2 years',
        'Prostate screening for men over 45',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.transplantsAndDialysis),
    hospitalNetwork: VENUS_NETWORKS.cadillac,
    highlights: highlights({
      emergencySurgeryShare: 80,
      icuCap: '10 days per admission',
      preExistingWaitMonths: VENUS_WAIT_MONTHS,
      hospitalTiers: 'Tiers 1-3',
      maternity: 'Normal delivery up to NGN 400,000',
    }),
    highlighted: false,
  },
  ...VENUS_SILVER_PLANS,
];
