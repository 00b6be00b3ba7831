import type { HospitalTier } from '../types';
import { hospital, tier } from './shared';

// Invented sample entries. The dental, eye, mental-health and rehabilitation centres serve the extras of both plans.
const TIER_1 = tier(1, [
  hospital('Festac Family Clinic', 'Festac Town, Lagos', 'General practice'),
  hospital('Kubwa Community Clinic', 'Kubwa, Abuja', 'General practice'),
  hospital('Ogbunabali Medical Centre', 'Ogbunabali, Port Harcourt', 'General practice'),
  hospital('Clearsight Eye Clinic', 'Bodija, Ibadan', 'Eye care'),
  hospital('Smile Court Dental Centre', 'Ikeja, Lagos', 'Dental'),
]);
const TIER_2 = tier(2, [
  hospital('Crown Point Hospital', 'Ikeja GRA, Lagos', 'General hospital'),
  hospital('Bompai Road Hospital', 'Bompai, Kano', 'General hospital'),
  hospital('Mind Haven Neuropsychiatric Clinic', 'Abeokuta', 'Mental health'),
  hospital('Stepping Stone Rehabilitation Centre', 'Jericho, Ibadan', 'Rehabilitation'),
]);
const TIER_3 = tier(3, [
  hospital('Summit Specialist Hospital', 'Asokoro, Abuja', 'Multi-specialty'),
  hospital('Bluewater Kidney and Transplant Centre', 'Lekki, Lagos', 'Renal care and transplant'),
  hospital('Eastgate Specialist Hospital', 'New Owerri, Owerri', 'Multi-specialty'),
  hospital('Ring Road Cardiac Centre', 'Ring Road, Benin City', 'Cardiology'),
]);

/** The page's two hospital networks: Premium opens Tiers 1-2, Executive adds the specialist Tier 3. */
export const ALLY_PARTNERS_NETWORKS = {
  premium: [TIER_1, TIER_2],
  executive: [TIER_1, TIER_2, TIER_3],
} satisfies Record<string, HospitalTier[]>;
