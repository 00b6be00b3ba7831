import {
  INVITATION_MESSAGES,
  invitationState,
  type InvitationView,
} from '../../../../domain/orders/beneficiary-invitation';
import { coverEndOf, relativeLinkExpiry } from '../../../../domain/orders/relative-page-lifetime';
import type { AuthSession } from '../../../auth/auth';
import { isTrustedAdmin } from '../../../auth/guards';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { findOrderById, ORDER_NOT_FOUND } from '../orders.service';
import { inviteUrl, shareToken, type InvitationLinks } from './invitation-links.service';
import { sendLink, sponsorName } from './invitation-sending.service';
import { listInvitationsOfOrders, listOrderInvitations, type InvitationRow } from './invitations.repo';
import type { InvitationDeps } from './invitations.service';

type Viewer = AuthSession['user'];

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

interface Person {
  beneficiaryId: string;
  firstName: string | null;
  lastName: string | null;
  invitation: InvitationRow | null;
}

function consentOf(row: InvitationRow | null): InvitationView['consent'] {
  if (!row?.consentDecision || !row.consentVersion || !row.consentDecidedAt) return null;
  const proof =
    row.consentProofChannel && row.consentProofDestination && row.consentProvenAt
      ? {
          channel: row.consentProofChannel,
          destination: row.consentProofDestination,
          provenAt: row.consentProvenAt.toISOString(),
        }
      : null;
  return {
    decision: row.consentDecision,
    version: row.consentVersion,
    decidedAt: row.consentDecidedAt.toISOString(),
    proof,
  };
}

/**
 * One person's invitation as the sponsor and the console read it. Never the person's own link: the owner gets
 * the share link, which opens her page only after the code sent to her (docs/decisions/049).
 */
export function toInvitationView(
  links: InvitationLinks,
  person: Person,
  order: Parameters<typeof coverEndOf>[0],
  now: Date,
  shareable = false,
): InvitationView {
  const row = person.invitation;
  const answered = Boolean(row?.detailsConfirmedAt || row?.consentDecidedAt || row?.hospitalChosenAt);
  // Her page's lifetime, by the one rule (docs/decisions/050): the stored expiry is the one her link was sent with.
  const expiresAt = row?.sentAt
    ? relativeLinkExpiry({ sentAt: row.sentAt, coverEnds: [coverEndOf(order)] })
    : null;
  const state = invitationState({ sentAt: row?.sentAt ?? null, expiresAt, answered }, now);
  const works = row?.shareTokenHash && expiresAt && expiresAt > now;
  return {
    beneficiaryId: person.beneficiaryId,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    state,
    sentAt: iso(row?.sentAt),
    expiresAt: iso(expiresAt),
    detailsConfirmedAt: iso(row?.detailsConfirmedAt),
    invitedAt: iso(row?.invitedAt),
    remindedAt: iso(row?.remindedAt),
    reminderCount: row?.reminderCount ?? 0,
    consent: consentOf(row),
    hospital:
      row?.hospitalId && row.hospitalName && row.hospitalChosenAt
        ? { id: row.hospitalId, name: row.hospitalName, chosenAt: row.hospitalChosenAt.toISOString() }
        : null,
    shareLink:
      shareable && works ? inviteUrl(links, shareToken(links, person.beneficiaryId, row.generation)) : null,
  };
}

/** The order for its owner or a trusted admin; anyone else gets the 404 an unknown id gets. */
async function readableOrder(deps: InvitationDeps, viewer: Viewer, orderId: string) {
  const order = await findOrderById(deps.db, orderId);
  const mayRead = order && (isTrustedAdmin(viewer) || order.userId === viewer.id);
  if (!order || !mayRead) throw new AppError('not_found', ORDER_NOT_FOUND);
  return order;
}

/** Each person on the order with where their invitation stands; the share link to the order's owner only. */
export async function invitationsOf(deps: InvitationDeps, viewer: Viewer, orderId: string) {
  const order = await readableOrder(deps, viewer, orderId);
  const now = (deps.now ?? (() => new Date()))();
  const people = await listOrderInvitations(deps.db, orderId);
  const owner = order.userId === viewer.id;
  return people.map((person) => toInvitationView(deps.links, person, order, now, owner));
}

/** The people of a user's listed orders with their invitation states, by order id: one query for My Orders. */
export async function invitationsOfOrders(
  deps: Pick<InvitationDeps, 'db' | 'links'>,
  orderIds: string[],
  now: Date,
) {
  const rows = await listInvitationsOfOrders(deps.db, orderIds);
  const byOrder = new Map<string, Array<Omit<InvitationView, 'shareLink'>>>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    // The list shows where each person stands; the share link is offered on the order's own page.
    const { shareLink: _none, ...view } = toInvitationView(deps.links, row, row.order, now);
    list.push(view);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * A new link for one person, sent to her own contact (mail and SMS) in the same transaction; the old link stops
 * working at once. Only once the order is paid: nobody is invited before (docs/decisions/049). Rate-limited by the
 * route.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  orderId: string,
  beneficiaryId: string,
): Promise<InvitationView[]> {
  const order = await readableOrder(deps, viewer, orderId);
  if (order.personalDataRemovedAt) throw new AppError('conflict', INVITATION_MESSAGES.notForDeletedOrder);
  if (order.status === 'pending') throw new AppError('conflict', INVITATION_MESSAGES.afterPayment);
  const people = await listOrderInvitations(deps.db, orderId);
  const person = isUuid(beneficiaryId)
    ? people.find((each) => each.beneficiaryId === beneficiaryId)
    : undefined;
  if (!person) throw new AppError('not_found', INVITATION_MESSAGES.beneficiaryNotFound);
  const now = (deps.now ?? (() => new Date()))();
  const sponsor = await sponsorName(deps.db, order.userId);
  await deps.db.transaction(async (tx) => {
    await sendLink(tx, deps.mailOut, { order, sponsor, now }, person);
  });
  return invitationsOf(deps, viewer, orderId);
}
