import { PARTNER_MESSAGES, type PartnerRole } from '../../../domain/partners/partner';
import { isTrustedAdmin } from '../../auth/guards';
import type { AuthSession } from '../../auth/auth';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { findMembership, findOrganisation, type OrganisationRow } from './partners.repo';

/** Who is asking, as the partner rules need it: a trusted admin acts for any organisation, audited as themselves. */
export interface PartnerViewer {
  userId: string;
  isAdmin: boolean;
}

export function viewerOf(user: AuthSession['user']): PartnerViewer {
  return { userId: user.id, isAdmin: isTrustedAdmin(user) };
}

export interface OrganisationAccess {
  organisation: OrganisationRow;
  /** The viewer's role in it; 'admin' for one of our admins acting for the partner. */
  role: PartnerRole | 'admin';
}

/**
 * The one partner rule every portal route asks: the organisation if the viewer may see it, else 404, the same
 * answer as for one that does not exist, so a partner learns nothing of another partner's records.
 */
export async function organisationFor(
  db: Db,
  viewer: PartnerViewer,
  id: string,
): Promise<OrganisationAccess> {
  const notFound = new AppError('not_found', PARTNER_MESSAGES.notFound);
  if (!isUuid(id)) throw notFound;
  if (viewer.isAdmin) {
    const organisation = await findOrganisation(db, id);
    if (!organisation) throw notFound;
    return { organisation, role: 'admin' };
  }
  const membership = await findMembership(db, viewer.userId);
  if (membership?.organisationId !== id) throw notFound;
  const organisation = await findOrganisation(db, id);
  if (!organisation) throw notFound;
  return { organisation, role: membership.role };
}

/** Managers and admins invite people; staff only see. */
export function mayInvite(access: OrganisationAccess): boolean {
  return access.role === 'manager' || access.role === 'admin';
}
