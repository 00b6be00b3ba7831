import { PLAN_PRICES } from '../prices';
import type { StandardPlan } from '../types';
import { EXCLUDED, exclusions, highlights, LINES } from './shared';

// The spec gives Sapphire, Emerald and Ruby no hospital lists: the provider list spreadsheet is the only one.
const base = {
  providerId: 'diaspora-uhms',
  pricing: 'flat',
  hospitalListIsSample: false,
  hospitalNetwork: [],
} satisfies Partial<StandardPlan>;
const EMERGENCY_CARE = '24-hour emergency care at any Diaspora UHMS provider';
const FULL_SURGERY = 'Emergency surgery covered at 100%';
const ROAD_AMBULANCE = 'Road ambulance anywhere in Nigeria';
const CONSULTATIONS = 'Unlimited GP and specialist consultations';
const ANTENATAL = 'Antenatal care with scans, no visit limit';
const CAESAREAN = 'Caesarean section within the surgery limit';
const POSTNATAL = 'Postnatal care for mother and baby for 6 weeks';
const IMMUNISATIONS = 'Childhood and adult immunisations';
const COORDINATOR = 'Care coordinator on WhatsApp';

export const DIASPORA_UHMS_PLANS: StandardPlan[] = [
  {
    ...base,
    id: 'sapphire',
    name: 'Sapphire',
    description:
      'Emergency and hospital care across Nigeria within a NGN 10,000,000 yearly limit, with pre-existing conditions covered after 3 months.',
    price: PLAN_PRICES.sapphire,
    features: [
      'Annual limit NGN 10,000,000',
      FULL_SURGERY,
      'Specialist consultations without a GP referral',
      'Normal delivery up to NGN 500,000',
      'Pre-existing conditions after 3 months',
      COORDINATOR,
    ],
    benefits: {
      emergency: [EMERGENCY_CARE, FULL_SURGERY, 'ICU care up to NGN 2,000,000 a year', ROAD_AMBULANCE],
      outpatient: [
        CONSULTATIONS,
        LINES.brandedDrugs,
        'Laboratory tests, X-ray and ultrasound',
        'CT and MRI scans up to NGN 300,000 a year',
        'Physiotherapy, 20 sessions a year',
      ],
      inpatient: [
        'Private room admission, up to 60 days a year',
        'Surgery up to NGN 3,000,000 a year',
        'Short-term dialysis for sudden kidney failure, 6 sessions',
        LINES.preExisting(3),
      ],
      maternity: [
        ANTENATAL,
        'Normal delivery up to NGN 500,000 after a 12-month wait',
        CAESAREAN,
        'Newborn care for the first 28 days',
      ],
      preventive: [
        'Yearly health check with blood tests',
        IMMUNISATIONS,
        'Breast and cervical cancer screening every 2 years',
        'Eye test every 2 years',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.transplants),
    highlights: highlights({
      annualLimit: 'NGN 10,000,000',
      emergencySurgeryShare: 100,
      icuCap: 'NGN 2,000,000',
      surgeryCap: 'NGN 3,000,000',
      preExistingWaitMonths: 3,
      maternity: 'Normal delivery up to NGN 500,000',
    }),
    highlighted: false,
  },
  {
    ...base,
    id: 'emerald',
    name: 'Emerald',
    description:
      'The balanced Diaspora UHMS plan: a NGN 20,000,000 yearly limit, dental and optical care, and pre-existing conditions covered after just 1 month.',
    price: PLAN_PRICES.emerald,
    features: [
      'Annual limit NGN 20,000,000',
      FULL_SURGERY,
      'Pre-existing conditions after 1 month',
      'Normal delivery up to NGN 800,000',
      'Dental and optical care',
      COORDINATOR,
    ],
    benefits: {
      emergency: [
        EMERGENCY_CARE,
        FULL_SURGERY,
        'ICU care up to NGN 4,000,000 a year',
        ROAD_AMBULANCE,
        LINES.emergencyDental,
      ],
      outpatient: [
        CONSULTATIONS,
        LINES.brandedDrugs,
        'Laboratory tests and imaging; CT and MRI up to NGN 600,000 a year',
        'Physiotherapy, 30 sessions a year',
        'Dental fillings and extractions; glasses up to NGN 60,000 a year',
        'Telemedicine consultations, day and night',
      ],
      inpatient: [
        'Private room admission, up to 90 days a year',
        'Surgery up to NGN 6,000,000 a year',
        'Dialysis for kidney failure, 12 sessions a year',
        'A bed for one relative staying with a patient under 12 or over 65',
        LINES.preExisting(1),
      ],
      maternity: [
        ANTENATAL,
        'Normal delivery up to NGN 800,000 after a 10-month wait',
        CAESAREAN,
        'Newborn care for the first 3 months',
        POSTNATAL,
      ],
      preventive: [
        "Yearly full health check with a doctor's review",
        IMMUNISATIONS,
        'Breast and cervical cancer screening every year',
        'Prostate screening for men over 45',
      ],
    },
    exclusions: exclusions(EXCLUDED.outsideNigeria, EXCLUDED.transplants),
    highlights: highlights({
      annualLimit: 'NGN 20,000,000',
      emergencySurgeryShare: 100,
      icuCap: 'NGN 4,000,000',
      surgeryCap: 'NGN 6,000,000',
      preExistingWaitMonths: 1,
      maternity: 'Normal delivery up to NGN 800,000',
    }),
    highlighted: true,
  },
  {
    ...base,
    id: 'ruby',
    name: 'Ruby',
    description:
      'The top Diaspora UHMS plan, with a NGN 35,000,000 yearly limit, cancer care, air ambulance within Nigeria and a second opinion from abroad.',
    price: PLAN_PRICES.ruby,
    features: [
      'Annual limit NGN 35,000,000',
      FULL_SURGERY,
      'Cancer care up to NGN 5,000,000',
      'Air ambulance within Nigeria',
      'Second opinion from a specialist abroad',
      'Pre-existing conditions after 1 month',
    ],
    benefits: {
      emergency: [
        EMERGENCY_CARE,
        FULL_SURGERY,
        'ICU care up to NGN 7,500,000 a year',
        ROAD_AMBULANCE,
        'Air ambulance within Nigeria when a doctor advises it',
        LINES.emergencyDental,
      ],
      outpatient: [
        CONSULTATIONS,
        LINES.brandedDrugs,
        'All laboratory tests and imaging, including CT, MRI and PET scans',
        'Physiotherapy as prescribed, no session limit',
        'Dental care up to NGN 250,000 and glasses or lenses up to NGN 100,000 a year',
        'Second opinion from a specialist abroad on a serious diagnosis',
      ],
      inpatient: [
        'Private room admission, no day limit within the annual limit',
        'Surgery up to NGN 12,000,000 a year',
        'Cancer care (chemotherapy and radiotherapy) up to NGN 5,000,000 a year',
        'Dialysis for kidney failure, no session limit',
        LINES.preExisting(1),
      ],
      maternity: [
        ANTENATAL,
        'Normal delivery up to NGN 1,200,000 after a 10-month wait',
        CAESAREAN,
        'Newborn care for the first 3 months, including the special care baby unit',
        POSTNATAL,
      ],
      preventive: [
        'Yearly executive health check, including a heart screening',
        `${IMMUNISATIONS}, including travel vaccines`,
        'Yearly breast, cervical and prostate cancer screening',
        'Wellness coaching by phone',
      ],
    },
    exclusions: exclusions('Planned treatment abroad (second opinions excepted)', EXCLUDED.transplants),
    highlights: highlights({
      annualLimit: 'NGN 35,000,000',
      emergencySurgeryShare: 100,
      icuCap: 'NGN 7,500,000',
      surgeryCap: 'NGN 12,000,000',
      preExistingWaitMonths: 1,
      maternity: 'Normal delivery up to NGN 1,200,000',
    }),
    highlighted: false,
  },
];
