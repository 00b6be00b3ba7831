import { DETAIL_PAGE_PLAN_IDS } from '../../domain/catalogue/catalogue';
import { paths } from './paths';

/** Public pages rendered to HTML at build time. */
export const PRERENDERED_PATHS = [
  paths.landing,
  paths.help,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.splash,
  paths.onboarding,
  // The health catalogue reads only static data, so every page of it renders at build time.
  paths.healthcareOptions,
  paths.healthcarePlans,
  paths.smathealthPlans,
  paths.homereachPlans,
  paths.venusPlans,
  paths.tangerinePlans,
  paths.healthcareCompare(),
  // The finder's frame with every hospital (the unfiltered search); a filtered search asks the server's index.
  paths.healthcareHospitals,
  ...DETAIL_PAGE_PLAN_IDS.map((id) => paths.healthcarePlan(id)),
  // Listings, providers and funeral plans change in the admin console: only their frame and text are built in;
  // the lists load from the API once the page runs (decision 023).
  paths.realEstate,
  paths.realEstateProviders,
  paths.funeralInsurance,
] as const;
