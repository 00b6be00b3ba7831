import {
  INVITATION_MESSAGES,
  invitationExpiry,
  invitationState,
  type InvitationView,
} from '../../../domain/orders/beneficiary-invitation';
import type { AuthSession } from '../../auth/auth';
import { isTrustedAdmin } from '../../auth/guards';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { findProfile } from '../accounts/accounts.service';
import { findOrderById, ORDER_NOT_FOUND } from '../orders/orders.service';
import { invitationMail } from './invitation-mail';
import { invitationHash, invitationUrl } from './invitation-links.service';
import {
  listInvitationsOfOrders,
  listOrderInvitations,
  renewLink,
  type InvitationRow,
} from './invitations.repo';
import type { InvitationDeps } from './invitations.service';

type Viewer = AuthSession['user'];

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

interface Person {
  beneficiaryId: string;
  firstName: string | null;
  lastName: string | null;
  invitation: InvitationRow | null;
}

/** One person's invitation as the sponsor and the console read it; the link only while it works. */
export function toInvitationView(
  deps: Pick<InvitationDeps, 'links'>,
  person: Person,
  now: Date,
): InvitationView {
  const row = person.invitation;
  const answered = Boolean(row?.detailsConfirmedAt || row?.consentDecidedAt || row?.hospitalChosenAt);
  const state = invitationState(
    { sentAt: row?.sentAt ?? null, expiresAt: row?.expiresAt ?? null, answered },
    now,
  );
  const works = row?.tokenHash && row.expiresAt && row.expiresAt > now;
  return {
    beneficiaryId: person.beneficiaryId,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    state,
    sentAt: iso(row?.sentAt),
    expiresAt: iso(row?.expiresAt),
    detailsConfirmedAt: iso(row?.detailsConfirmedAt),
    consent:
      row?.consentDecision && row.consentVersion && row.consentDecidedAt
        ? {
            decision: row.consentDecision,
            version: row.consentVersion,
            decidedAt: row.consentDecidedAt.toISOString(),
          }
        : null,
    hospital:
      row?.hospitalId && row.hospitalName && row.hospitalChosenAt
        ? { id: row.hospitalId, name: row.hospitalName, chosenAt: row.hospitalChosenAt.toISOString() }
        : null,
    link: works ? invitationUrl(deps.links, person.beneficiaryId, row.generation) : null,
  };
}

/** The order for its owner or a trusted admin; anyone else gets the 404 an unknown id gets. */
async function readableOrder(deps: InvitationDeps, viewer: Viewer, orderId: string) {
  const order = await findOrderById(deps.db, orderId);
  const mayRead = order && (isTrustedAdmin(viewer) || order.userId === viewer.id);
  if (!order || !mayRead) throw new AppError('not_found', ORDER_NOT_FOUND);
  return order;
}

/** Each person on the order with where their invitation stands. */
export async function invitationsOf(deps: InvitationDeps, viewer: Viewer, orderId: string) {
  await readableOrder(deps, viewer, orderId);
  const now = (deps.now ?? (() => new Date()))();
  const people = await listOrderInvitations(deps.db, orderId);
  return people.map((person) => toInvitationView(deps, person, now));
}

/** The people of a user's listed orders with their invitation states, by order id: one query for My Orders. */
export async function invitationsOfOrders(
  deps: Pick<InvitationDeps, 'db' | 'links'>,
  orderIds: string[],
  now: Date,
) {
  const rows = await listInvitationsOfOrders(deps.db, orderIds);
  const byOrder = new Map<string, Array<Omit<InvitationView, 'link'>>>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    // The list shows where each person stands; their link is shared from the order's own page.
    const { link: _link, ...view } = toInvitationView(deps, row, now);
    list.push(view);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * A new link for one person, mailed to them in the same transaction; the old link stops working at once. Also the
 * first link for a person on an order placed before invitations existed. Rate-limited by the route.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  viewer: Viewer,
  orderId: string,
  beneficiaryId: string,
): Promise<InvitationView[]> {
  const order = await readableOrder(deps, viewer, orderId);
  if (order.personalDataRemovedAt) throw new AppError('conflict', INVITATION_MESSAGES.notForDeletedOrder);
  const people = await listOrderInvitations(deps.db, orderId);
  const person = isUuid(beneficiaryId)
    ? people.find((each) => each.beneficiaryId === beneficiaryId)
    : undefined;
  if (!person) throw new AppError('not_found', INVITATION_MESSAGES.beneficiaryNotFound);
  const sentAt = (deps.now ?? (() => new Date()))();
  const expiresAt = invitationExpiry(sentAt);
  const sponsor = order.userId ? ((await findProfile(deps.db, order.userId))?.firstName ?? '') : '';
  await deps.db.transaction(async (tx) => {
    const generation = await renewLink(
      tx,
      { beneficiaryId, orderId },
      (next) => invitationHash(deps.links, beneficiaryId, next),
      sentAt,
      expiresAt,
    );
    const url = invitationUrl(deps.links, beneficiaryId, generation);
    const mail = person.email
      ? invitationMail({
          to: person.email,
          firstName: person.firstName ?? '',
          sponsor,
          planName: order.planName,
          url,
          expiresAt,
        })
      : undefined;
    await deps.mailOut.mail.enqueue(tx, [mail]);
  });
  return invitationsOf(deps, viewer, orderId);
}
