import type { HospitalTier, StandardPlan } from '../types';
import { hospital, LINES, tier } from './shared';

/** What every Venus plan shares; the plans themselves are in venus.ts and venus-silver.ts. */
export const VENUS_BASE = {
  providerId: 'venus',
  pricing: 'flat',
  hospitalListIsSample: true,
} satisfies Partial<StandardPlan>;

/** Spec 001 §9: every Venus plan waits 6 months for pre-existing conditions. */
export const VENUS_WAIT_MONTHS = 6;

export const VENUS_LINES = {
  emergencyRoom: 'Emergency room care and stabilisation at any Venus network hospital',
  surgeryShare: (percent: number) => `Emergency surgery covered at ${percent}% of the bill`,
  caesarean: (percent: number) =>
    percent === 100
      ? 'Caesarean section covered in full'
      : `Caesarean section covered at the ${percent}% emergency surgery share`,
  physiotherapy: (sessions: number) => `${sessions} physiotherapy sessions a year`,
  minorProcedures: 'Minor procedures, such as stitches, covered in full',
  preExisting: LINES.preExisting(VENUS_WAIT_MONTHS),
} as const;

// Invented sample entries; the provider list document is the real one.
const TIER_1 = tier(1, [
  hospital('Adunni Medical Clinic', 'Yaba, Lagos', 'General practice'),
  hospital('Gidan Lafiya Clinic', 'Sabon Gari, Kano', 'General practice'),
  hospital('Okpara Avenue Clinic', 'Okpara Avenue, Enugu'),
  hospital('Mokola Family Hospital', 'Mokola, Ibadan', 'General practice'),
  hospital('Rumuola Medical Centre', 'Rumuola, Port Harcourt'),
  hospital('Wuse Family Clinic', 'Wuse, Abuja', 'General practice'),
  hospital('Ikorodu Road Clinic', 'Fadeyi, Lagos'),
  hospital('Sapele Road Hospital', 'Sapele Road, Benin City', 'General practice'),
]);
const TIER_2 = tier(2, [
  hospital('Silverline Hospital', 'Ikeja, Lagos', 'General hospital'),
  hospital('Jabi Lake Medical Centre', 'Jabi, Abuja', 'General hospital'),
  hospital('Trinity Gate Hospital', 'Ikenegbu, Owerri', 'Maternity and paediatrics'),
  hospital('Oluyole Hospital', 'Oluyole Estate, Ibadan', 'Surgery'),
]);
const TIER_3 = tier(3, [
  hospital('Lakeshore Specialist Hospital', 'Ikoyi, Lagos', 'Multi-specialty'),
  hospital('Central Area Specialist Hospital', 'Central Business District, Abuja', 'Multi-specialty'),
  hospital('Kings Crest Cardiac Centre', 'GRA, Enugu', 'Cardiology'),
]);
const AFRICA_PARTNERS = tier('Africa partners', [
  hospital('Volta Crest Hospital', 'Accra, Ghana', 'Multi-specialty'),
  hospital('Savannah Heights Hospital', 'Nairobi, Kenya', 'Multi-specialty'),
  hospital('Jacaranda Gardens Hospital', 'Pretoria, South Africa', 'Multi-specialty'),
]);
const INTERNATIONAL_PARTNERS = tier('International partners', [
  hospital('Marina Gate Medical Centre', 'Dubai, United Arab Emirates', 'Multi-specialty'),
  hospital('Thameside Private Clinic', 'London, United Kingdom', 'Multi-specialty'),
]);

export const VENUS_NETWORKS = {
  super: [TIER_1],
  zenith: [TIER_1, TIER_2],
  cadillac: [TIER_1, TIER_2, TIER_3],
  'silver-africa': [TIER_1, TIER_2, TIER_3, AFRICA_PARTNERS],
  'silver-global': [TIER_1, TIER_2, TIER_3, AFRICA_PARTNERS, INTERNATIONAL_PARTNERS],
} satisfies Record<string, HospitalTier[]>;
