import { PARTNER_MESSAGES } from '../../../domain/partners/partner';
import { leavesNoManager } from '../../../domain/partners/partner-people';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { mayInvite, organisationFor, type OrganisationAccess, type PartnerViewer } from './partner-access';
import { deleteMember, deleteOpenInvitation, lockMembers, shutOutUser } from './partner-people.repo';

const REMOVED_REASON = 'Removed from their partner organisation';

/** The organisation, if the viewer may change its people: its managers, or an admin acting for it. */
async function managedOrganisation(db: Db, viewer: PartnerViewer, organisationId: string) {
  const access = await organisationFor(db, viewer, organisationId);
  if (!mayInvite(access)) throw new AppError('forbidden', PARTNER_MESSAGES.managersOnlyPeople);
  return access;
}

async function auditIfAdmin(
  tx: Db,
  access: OrganisationAccess,
  viewer: PartnerViewer,
  action: string,
  before: Record<string, unknown>,
) {
  // Partners' own actions are not in the admins' log (decision 079); an admin acting for them is.
  if (access.role !== 'admin') return;
  await recordAudit(tx, {
    actorId: viewer.userId,
    action,
    entityType: 'partner_organisation',
    entityId: access.organisation.id,
    before,
  });
}

/**
 * Takes a person out of the organisation: their membership goes, they cannot sign in again and their sessions end,
 * all in one transaction. The last manager stays (409), so someone can still run the organisation.
 */
export async function removePartnerMember(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  memberId: string,
): Promise<void> {
  const access = await managedOrganisation(db, viewer, organisationId);
  const notFound = new AppError('not_found', PARTNER_MESSAGES.personNotFound);
  if (!isUuid(memberId)) throw notFound;
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, organisationId);
    const target = members.find((member) => member.id === memberId);
    if (!target) throw notFound;
    if (leavesNoManager(members, memberId)) throw new AppError('conflict', PARTNER_MESSAGES.lastManager);
    await deleteMember(tx, memberId);
    await shutOutUser(tx, target.userId, REMOVED_REASON);
    await auditIfAdmin(tx, access, viewer, 'person removed', { memberId, role: target.role });
  });
}

/** Withdraws an invitation not used yet: its link then opens nothing, as an unknown one. */
export async function withdrawPartnerInvitation(
  db: Db,
  viewer: PartnerViewer,
  organisationId: string,
  invitationId: string,
): Promise<void> {
  const access = await managedOrganisation(db, viewer, organisationId);
  const notFound = new AppError('not_found', PARTNER_MESSAGES.invitationNotFound);
  if (!isUuid(invitationId)) throw notFound;
  await db.transaction(async (tx) => {
    const withdrawn = await deleteOpenInvitation(tx, organisationId, invitationId);
    if (!withdrawn) throw notFound;
    await auditIfAdmin(tx, access, viewer, 'invitation withdrawn', { invitationId, role: withdrawn.role });
  });
}
