import type { HospitalTier } from '../types';
import { hospital, tier } from './shared';

// Invented sample entries, not the insurer's list: the provider list document is the real one.
const TIER_1 = tier(1, [
  hospital('Amara Family Clinic', 'Surulere, Lagos', 'General practice'),
  hospital('Sauki Medical Centre', 'Nassarawa GRA, Kano', 'General practice'),
  hospital('Ndidi Community Hospital', 'Independence Layout, Enugu', 'General practice'),
  hospital('Palmview Clinic', 'Bodija, Ibadan', 'General practice'),
]);
const TIER_2 = tier(2, [
  hospital('Harbour Road Hospital', 'Trans-Amadi, Port Harcourt', 'General hospital'),
  hospital('Ivory Gate Hospital', 'Gwarinpa, Abuja', 'General hospital'),
  hospital('Redwood Medical Centre', 'Ugbowo, Benin City', 'General hospital'),
  hospital('Coral Bay Hospital', 'Ikeja, Lagos', 'Surgery'),
]);
const TIER_3 = tier(3, [
  hospital('Meridian Specialist Hospital', 'Garki, Abuja', 'Multi-specialty'),
  hospital("Bright Dawn Women and Children's Hospital", 'Lekki, Lagos', 'Maternity and paediatrics'),
  hospital('Riverbend Specialist Hospital', 'GRA, Port Harcourt', 'Multi-specialty'),
  hospital('Coal City Orthopaedic Centre', 'GRA, Enugu', 'Orthopaedics'),
]);
const TIER_4 = tier(4, [
  hospital('Atlantic Crest Hospital', 'Victoria Island, Lagos', 'Multi-specialty'),
  hospital('Aso Heights Heart Centre', 'Maitama, Abuja', 'Cardiology'),
  hospital('Sahel Imaging and Diagnostics', 'Nassarawa GRA, Kano', 'Diagnostics'),
  hospital('Garden City Cancer Centre', 'Old GRA, Port Harcourt', 'Oncology'),
]);

/** Each plan opens the tiers up to its own: Tulip 1-2, Hazel 1-3, Ivy 1-4 (spec 001 §9). */
export const HOMEREACH_NETWORKS = {
  tulip: [TIER_1, TIER_2],
  hazel: [TIER_1, TIER_2, TIER_3],
  ivy: [TIER_1, TIER_2, TIER_3, TIER_4],
} satisfies Record<string, HospitalTier[]>;
