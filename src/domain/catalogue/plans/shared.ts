import type { Hospital, HospitalTier, PlanHighlights } from '../types';
import { HOSPITAL_PLACES } from './hospital-places';

/** Highlights default to null: the plan does not say. */
export function highlights(known: Partial<PlanHighlights>): PlanHighlights {
  return {
    annualLimit: null,
    emergencySurgeryShare: null,
    icuCap: null,
    surgeryCap: null,
    preExistingWaitMonths: null,
    hospitalTiers: null,
    maternity: null,
    ...known,
  };
}

/** A sample hospital; its state and town come from HOSPITAL_PLACES, which must know the address line. */
export function hospital(name: string, location: string, serviceType?: string): Hospital {
  const place = HOSPITAL_PLACES[location];
  if (!place) throw new Error(`No state and town for the hospital address '${location}'`);
  return { name, location, ...place, ...(serviceType ? { serviceType } : {}) };
}

/** A numbered tier ('Tier 2') or a named group ('Africa partners'). */
export function tier(name: number | string, hospitals: Hospital[]): HospitalTier {
  return { tier: typeof name === 'number' ? `Tier ${name}` : name, hospitals };
}

/** Excluded by every plan in the catalogue; each plan adds what its own cover leaves out. */
const COMMON_EXCLUSIONS = [
  'Cosmetic and aesthetic surgery',
  'Infertility treatment and IVF',
  'Injuries from self-harm or drug and alcohol abuse',
  'Experimental or unproven treatment',
];

export const EXCLUDED = {
  outsideNigeria: 'Treatment outside Nigeria',
  outsideAfrica: 'Treatment outside Africa',
  usaAndCanada: 'Treatment in the USA and Canada',
  routineDentalOptical: 'Routine dental and optical care',
  transplants: 'Organ transplants',
  transplantsAndDialysis: 'Organ transplants and long-term dialysis',
} as const;

export function exclusions(...planSpecific: string[]): string[] {
  return [...COMMON_EXCLUSIONS, ...planSpecific];
}

/** Lines that read the same wherever a plan offers them. */
export const LINES = {
  immunisations: 'Childhood immunisations on the national schedule',
  ambulanceCity: 'Road ambulance to the nearest network hospital',
  wardCare: 'Nursing care, feeding and drugs while admitted',
  brandedDrugs: 'Prescribed drugs, branded where no generic exists',
  emergencyDental: 'Emergency dental care for pain relief',
  preExisting: (months: number) =>
    `Pre-existing conditions (such as hypertension and diabetes) covered after ${months} month${months === 1 ? '' : 's'}`,
} as const;
