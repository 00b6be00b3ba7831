import type { HospitalTier } from '../types';
import { hospital, tier } from './shared';

// Invented sample entries, not Tangerine's list.
const TIER_1 = tier(1, [
  hospital('Allen Avenue Family Clinic', 'Ikeja, Lagos', 'General practice'),
  hospital('Area 11 Medical Centre', 'Garki, Abuja', 'General practice'),
  hospital('Aba Road Clinic', 'Aba Road, Port Harcourt', 'General practice'),
  hospital('Agodi Family Clinic', 'Agodi, Ibadan', 'General practice'),
  hospital('Ogui Road Clinic', 'Ogui, Enugu', 'General practice'),
]);
const TIER_2 = tier(2, [
  hospital('Starling Hospital', 'Lekki, Lagos', 'General hospital'),
  hospital('Utako Hospital', 'Utako, Abuja', 'General hospital'),
  hospital('Tarauni Hospital', 'Tarauni, Kano', 'General hospital'),
  hospital('Ikpoba Hill Hospital', 'Ikpoba Hill, Benin City', 'Maternity and paediatrics'),
]);
const TIER_3 = tier(3, [
  hospital('Carnation Specialist Hospital', 'Victoria Island, Lagos', 'Oncology'),
  hospital('Millennium Park Specialist Hospital', 'Maitama, Abuja', 'Multi-specialty'),
  hospital('Woji Heart Centre', 'Woji, Port Harcourt', 'Cardiology'),
]);
const PAN_AFRICAN_PARTNERS = tier('Pan-African partners', [
  hospital('Harmattan Court Hospital', 'Accra, Ghana', 'Multi-specialty'),
  hospital('Acacia Ridge Specialist Hospital', 'Nairobi, Kenya', 'Multi-specialty'),
  hospital('Sandton Ridge Clinic', 'Johannesburg, South Africa', 'Multi-specialty'),
  hospital('Nile Corniche Medical Centre', 'Cairo, Egypt', 'Multi-specialty'),
]);

export const TANGERINE_NETWORKS = {
  'tht-select': [TIER_1, TIER_2],
  classic: [TIER_1, TIER_2, TIER_3],
  'plus-africa': [TIER_1, TIER_2, TIER_3, PAN_AFRICAN_PARTNERS],
} satisfies Record<string, HospitalTier[]>;
