import {
  PARTNER_MESSAGES,
  type CreatePartner,
  type PartnerOrganisationView,
  type PartnerSummaryView,
} from '../../../domain/partners/partner';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { findCatalogueEntry } from './partner-catalogue.service';
import { mayInvite, organisationFor, type PartnerViewer } from './partner-access';
import {
  findMembership,
  insertOrganisation,
  listMembers,
  listOrganisations,
  listPendingInvitations,
} from './partners.repo';
import { toOrganisationView, toSummaryView } from './partners.view';

export async function listPartnerOrganisations(db: Db): Promise<PartnerSummaryView[]> {
  return (await listOrganisations(db)).map(({ organisation, memberCount }) =>
    toSummaryView(organisation, memberCount),
  );
}

/** An admin makes the organisation of a catalogue entry: one per entry, audited. */
export async function createPartnerOrganisation(
  db: Db,
  adminId: string,
  input: CreatePartner,
): Promise<PartnerSummaryView> {
  const entry = await findCatalogueEntry(db, input.kind, input.catalogueRef);
  if (!entry) {
    throw new AppError('validation_failed', PARTNER_MESSAGES.notInCatalogue, {
      catalogueRef: PARTNER_MESSAGES.notInCatalogue,
    });
  }
  return db.transaction(async (tx) => {
    const organisation = await insertOrganisation(tx, { ...entry, createdBy: adminId });
    if (!organisation) throw new AppError('conflict', PARTNER_MESSAGES.exists);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'created',
      entityType: 'partner_organisation',
      entityId: organisation.id,
      after: { kind: organisation.kind, catalogueRef: organisation.catalogueRef, name: organisation.name },
    });
    return toSummaryView(organisation, 0);
  });
}

/** The organisation with its people, if the viewer may see it (404 otherwise). */
export async function partnerOrganisation(
  db: Db,
  viewer: PartnerViewer,
  id: string,
  now = new Date(),
): Promise<PartnerOrganisationView> {
  const access = await organisationFor(db, viewer, id);
  const [members, invitations] = await Promise.all([
    listMembers(db, id),
    listPendingInvitations(db, id, now),
  ]);
  return toOrganisationView(access.organisation, members, invitations, mayInvite(access));
}

/** The signed-in partner's own organisation id; null for an admin, who belongs to none. */
export async function ownOrganisationId(db: Db, userId: string): Promise<string | null> {
  return (await findMembership(db, userId))?.organisationId ?? null;
}
