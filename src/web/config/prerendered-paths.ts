import { paths } from './paths';

/** Public pages rendered to HTML at build time. */
export const PRERENDERED_PATHS = [
  paths.landing,
  paths.help,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.splash,
  paths.onboarding,
] as const;
