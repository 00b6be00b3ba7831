import { PARTNER_MESSAGES } from '../../../../domain/partners/partner';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { organisationFor, type OrganisationAccess, type PartnerViewer } from '../partner-access';

/**
 * The claims rule on top of the one partner rule (organisationFor): the organisation must be a funeral
 * underwriter's; any other kind, like another partner's organisation, answers the same 404. Staff decide claims as
 * managers do (docs/decisions/083-underwriter-claims.md): the claims desk is not the people who manage the team.
 */
export async function underwriterFor(db: Db, viewer: PartnerViewer, id: string): Promise<OrganisationAccess> {
  const access = await organisationFor(db, viewer, id);
  if (access.organisation.kind !== 'funeral_underwriter')
    throw new AppError('not_found', PARTNER_MESSAGES.notFound);
  return access;
}

/**
 * Who took the step, as the claimant's timeline names it: the underwriter when one of its people did; an admin
 * acting for it is recorded as acting for it, and the timeline does not say the underwriter did it.
 */
export function stepBy(access: OrganisationAccess) {
  const { organisation, role } = access;
  return role === 'admin' ? { actingFor: organisation.id } : { partner: organisation.name };
}
