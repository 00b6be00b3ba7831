import { PARTNER_API_MESSAGES } from '../../../../domain/partners/partner-api';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit';
import { mayInvite, organisationFor, type OrganisationAccess, type PartnerViewer } from '../partner-access';

/**
 * API access (keys and webhooks) is the managers' (and our admins' acting for the partner): the one access rule
 * first, so another partner's organisation answers 404, then the role.
 */
export async function apiAccessFor(db: Db, viewer: PartnerViewer, organisationId: string) {
  const access = await organisationFor(db, viewer, organisationId);
  if (!mayInvite(access)) throw new AppError('forbidden', PARTNER_API_MESSAGES.managersOnly);
  return access;
}

/** An admin's change for a partner goes to the audit log under the admin's own id (decision 079); a partner's not. */
export async function auditIfAdmin(
  tx: Db,
  viewer: PartnerViewer,
  access: OrganisationAccess,
  action: string,
  after: Record<string, unknown>,
): Promise<void> {
  if (access.role !== 'admin') return;
  await recordAudit(tx, {
    actorId: viewer.userId,
    action,
    entityType: 'partner_organisation',
    entityId: access.organisation.id,
    after,
  });
}
