import { Building2, HeartPulse, House, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@/web/config/paths';

export interface AppDestination {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The paths (and everything under them) where this destination is the current one. */
  section: string[];
}

/**
 * Where the signed-in app goes: the spec's bottom navigation (Home /home, Health /healthcare/plans, Properties
 * /real-estate-providers, Profile /profile). Phones get it as the tab bar, desktops as the top bar's links.
 */
export const APP_DESTINATIONS: AppDestination[] = [
  { to: paths.home, label: 'Home', icon: House, section: [paths.home] },
  { to: paths.healthcarePlans, label: 'Health', icon: HeartPulse, section: [paths.healthcare] },
  {
    to: paths.realEstateProviders,
    label: 'Properties',
    icon: Building2,
    section: [paths.realEstateProviders, paths.realEstate, '/property', paths.saved],
  },
  {
    to: paths.profile,
    label: 'Profile',
    icon: UserRound,
    section: [paths.profile, paths.support, paths.deleteAccount],
  },
];

/** The destination whose section `pathname` is in, if any. */
export function currentDestination(pathname: string): AppDestination | undefined {
  return APP_DESTINATIONS.find(({ section }) =>
    section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}
