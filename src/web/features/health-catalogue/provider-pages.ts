import type { ProviderId } from '@/domain/catalogue/types';
import { paths } from '@/web/config/paths';

/** Each provider's plans page (spec 001 §2: Ally Partners lives at the older "smathealth" address). */
export const PROVIDER_PAGES: Record<ProviderId, string> = {
  homereach: paths.homereachPlans,
  'diaspora-uhms': paths.healthcarePlans,
  tangerine: paths.tangerinePlans,
  'ally-partners': paths.smathealthPlans,
  venus: paths.venusPlans,
};
