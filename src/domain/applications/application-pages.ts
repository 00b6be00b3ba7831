import type { ApplicationKind } from './application-admin';

/**
 * An application's own page in the account ('My Orders'), for the links in its notifications and the profile
 * (docs/decisions/032).
 */
export function applicationDetailPath(kind: ApplicationKind, id: string): string {
  return `/profile/applications/${kind}/${encodeURIComponent(id)}`;
}
