import { randomUUID } from 'node:crypto';
import { calendarDateOf } from '../../../../domain/calendar-date';
import { findPlan } from '../../../../domain/catalogue/catalogue';
import { findProvider } from '../../../../domain/catalogue/providers';
import { cardCheckPath } from '../../../../domain/orders/order-pages';
import {
  CARD_MESSAGES,
  cardCoverStatus,
  emergencyLineOf,
  initialsOf,
  memberNumber,
  orderHasCards,
  type CardVerification,
  type MemberCardView,
} from '../../../../domain/orders/member-card';
import type { AuthSession } from '../../../auth/auth';
import { isTrustedAdmin } from '../../../auth/guards';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit';
import { findOrderById, orderBeneficiaryRows } from '../orders.service';
import { enrolledLine } from '../../../../domain/partners/enrolment';
import { findConfirmedMemberId, findConfirmedOfOrder } from '../enrolments/enrolments.repo';
import { cardToken, isCardToken, tokenHash } from './member-card-token';
import { findCardByTokenHash, findOrderCards, insertMissingCards, markRevoked } from './member-cards.repo';

export interface MemberCardDeps {
  db: Db;
  /** memberCardKey(the server's secret). */
  cardKey: Buffer;
  /** The public URL, for the verification links. */
  appUrl: string;
}

type Viewer = AuthSession['user'] | null;

const today = () => calendarDateOf(new Date());

function providerNameOf(planId: string): string {
  const plan = findPlan(planId);
  return plan ? findProvider(plan.providerId).name : '';
}

/** The order for its owner or a trusted admin; anyone else, signed out included, gets the 404 an unknown id gets. */
async function readableOrder(db: Db, viewer: Viewer, orderId: string) {
  const order = await findOrderById(db, orderId);
  const mayRead = order && viewer && (isTrustedAdmin(viewer) || order.userId === viewer.id);
  if (!order || !mayRead) throw new AppError('not_found', CARD_MESSAGES.notFound);
  return order;
}

/**
 * The order's cards, made on first view: the token exists only once someone may see it, so a card that nobody has
 * opened needs no row yet. 409 before the order is active.
 */
export async function cardsFor(
  deps: MemberCardDeps,
  viewer: Viewer,
  orderId: string,
): Promise<MemberCardView[]> {
  const order = await readableOrder(deps.db, viewer, orderId);
  if (!orderHasCards(order.status)) throw new AppError('conflict', CARD_MESSAGES.noCardsYet);
  return (await cardsOfOrder(deps, order)).map(({ view }) => view);
}

/**
 * One person's card for their own invitation page (docs/decisions/041), whose link already proves who they are;
 * undefined before the order is active.
 */
export async function cardOfBeneficiary(
  deps: MemberCardDeps,
  orderId: string,
  beneficiaryId: string,
): Promise<MemberCardView | undefined> {
  const order = await findOrderById(deps.db, orderId);
  if (!order || !orderHasCards(order.status)) return undefined;
  return (await cardsOfOrder(deps, order)).find((card) => card.beneficiaryId === beneficiaryId)?.view;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderById>>>;

async function cardsOfOrder(deps: MemberCardDeps, order: OrderRow) {
  const people = await orderBeneficiaryRows(deps.db, order.id);
  const existing = await findOrderCards(deps.db, order.id);
  const missing = people.filter((person) => !existing.some((card) => card.beneficiaryId === person.id));
  await insertMissingCards(
    deps.db,
    missing.map((person) => {
      const id = randomUUID();
      return {
        id,
        orderId: order.id,
        beneficiaryId: person.id,
        memberNumber: memberNumber(order.confirmationNumber, person.position),
        generation: 1,
        tokenHash: tokenHash(cardToken(deps.cardKey, id, 1)),
      };
    }),
  );
  const cards = missing.length > 0 ? await findOrderCards(deps.db, order.id) : existing;
  const validFrom = order.coverageStartDate;
  const validTo = order.coverageEndDate;
  const providerId = findPlan(order.planId)?.providerId;
  const line = providerId ? emergencyLineOf(providerId) : { number: '', isSample: false };
  const enrolled = await findConfirmedOfOrder(deps.db, order.id);
  const providerName = providerNameOf(order.planId);
  return people.flatMap((person) => {
    const memberId = enrolled.find((each) => each.beneficiaryId === person.id)?.memberId;
    const card = cards.find((row) => row.beneficiaryId === person.id);
    if (!card) return [];
    const token = cardToken(deps.cardKey, card.id, card.generation);
    const view: MemberCardView = {
      id: card.id,
      memberNumber: card.memberNumber,
      firstName: person.firstName ?? '',
      lastName: person.lastName ?? '',
      email: person.email ?? '',
      planName: order.planName,
      providerName,
      validFrom,
      validTo,
      emergencyLine: line.number,
      emergencyLineIsSample: line.isSample,
      coverStatus: cardCoverStatus({
        orderStatus: order.status,
        validFrom,
        validTo,
        revoked: card.revokedAt !== null,
        today: today(),
      }),
      verifyUrl: `${deps.appUrl}${cardCheckPath(token)}`,
      revokedAt: card.revokedAt?.toISOString() ?? null,
      revokedReason: card.revokedReason,
      enrolledLine: enrolledLine(providerName, memberId),
      providerMemberId: enrolledLine(providerName, memberId) ? (memberId ?? null) : null,
    };
    return [{ beneficiaryId: person.id, view }];
  });
}

export async function cardFor(deps: MemberCardDeps, viewer: Viewer, orderId: string, cardId: string) {
  const card = (await cardsFor(deps, viewer, orderId)).find((each) => each.id === cardId);
  if (!card) throw new AppError('not_found', CARD_MESSAGES.notFound);
  return card;
}

/** What the public page shows for a token; undefined for one that names no card (or no current one). */
export async function verifyCard(db: Db, token: string): Promise<CardVerification | undefined> {
  if (!isCardToken(token)) return undefined;
  const found = await findCardByTokenHash(db, tokenHash(token));
  if (!found) return undefined;
  const validFrom = found.coverageStartDate;
  const validTo = found.coverageEndDate;
  return {
    coverStatus: cardCoverStatus({
      orderStatus: found.orderStatus,
      validFrom,
      validTo,
      revoked: found.card.revokedAt !== null,
      today: today(),
    }),
    // Never a blank member: a card whose person's name went with an ended order's account says so.
    initials: initialsOf(found.firstName ?? '', found.lastName ?? '') || CARD_MESSAGES.nameRemoved,
    memberNumber: found.card.memberNumber,
    planName: found.planName,
    providerName: providerNameOf(found.planId),
    validFrom,
    validTo,
    revokedAt: found.card.revokedAt?.toISOString() ?? null,
    enrolledLine: enrolledLine(
      providerNameOf(found.planId),
      await findConfirmedMemberId(db, found.card.beneficiaryId),
    ),
  };
}

/** An admin revokes one card, with a reason, audited in the same transaction. 409 when it already is. */
export async function revokeCardAsAdmin(
  deps: MemberCardDeps,
  admin: NonNullable<Viewer>,
  orderId: string,
  cardId: string,
  reason: string,
): Promise<MemberCardView[]> {
  const card = await cardFor(deps, admin, orderId, cardId);
  await deps.db.transaction(async (tx) => {
    const revoked = await markRevoked(tx, orderId, cardId, { by: admin.id, reason, at: new Date() });
    if (!revoked) throw new AppError('conflict', CARD_MESSAGES.alreadyRevoked);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'card revoked',
      entityType: 'order',
      entityId: orderId,
      before: { card: card.memberNumber, revoked: false },
      after: { card: card.memberNumber, revoked: true, reason },
    });
  });
  return cardsFor(deps, admin, orderId);
}

/** The card's QR code, for the relative's own page (docs/decisions/050): the PDF's own matrix (card-qr.ts). */
export { cardQrSvg } from './card-qr';
