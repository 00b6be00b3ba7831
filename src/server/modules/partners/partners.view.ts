import type { PartnerOrganisationView, PartnerSummaryView } from '../../../domain/partners/partner';
import type { listMembers, listPendingInvitations, OrganisationRow } from './partners.repo';

export function toSummaryView(organisation: OrganisationRow, memberCount: number): PartnerSummaryView {
  return {
    id: organisation.id,
    kind: organisation.kind,
    catalogueRef: organisation.catalogueRef,
    name: organisation.name,
    memberCount,
    createdAt: organisation.createdAt.toISOString(),
  };
}

export function toOrganisationView(
  organisation: OrganisationRow,
  members: Awaited<ReturnType<typeof listMembers>>,
  invitations: Awaited<ReturnType<typeof listPendingInvitations>>,
  canInvite: boolean,
): PartnerOrganisationView {
  return {
    ...toSummaryView(organisation, members.length),
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      twoFactorEnabled: Boolean(member.twoFactorEnabled),
      joinedAt: member.createdAt.toISOString(),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    })),
    canInvite,
  };
}
