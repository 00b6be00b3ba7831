import { findPlan } from '../../../../domain/catalogue/catalogue';
import { findProvider } from '../../../../domain/catalogue/providers';
import type { ProviderId } from '../../../../domain/catalogue/types';
import {
  ENROLMENT_MESSAGES as M,
  type EnrolmentFilter,
  type EnrolmentView,
} from '../../../../domain/partners/enrolment';
import { enrolmentOverdue } from '../../../../domain/partners/enrolment-overdue';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit';
import { announce, type MailOut } from '../../notifications';
import { queueCatalogueEvent } from '../../partner-webhooks';
import { findBeneficiaries, findOrder } from '../orders.repo';
import { enrolledNotification } from './enrolment-notice';
import {
  findHoldersOfMemberIds,
  findProviderEnrolment,
  insertMissingEnrolments,
  listPendingSince,
  listProviderEnrolments,
  markConfirmed,
  markRefused,
  type EnrolmentDetailRow,
  type EnrolmentRow,
} from './enrolments.repo';

/**
 * Who acts on enrolments: a partner organisation as `organisationFor` (partners/partner-access.ts) gave it, and
 * the person (or, for the partner API, the key) the decision is recorded under. Structural, so this module does
 * not import the partners module, which imports it.
 */
export interface EnrolmentActor {
  organisation: { id: string; kind: string; catalogueRef: string; name: string };
  /** 'manager' or 'staff' for the partner's people, 'admin' for one of our admins acting for it (audited). */
  role: string;
  /** Recorded as who decided: a user id, or whatever names an API key. */
  actorId: string;
}

export interface EnrolmentDeps {
  db: Db;
  mailOut: MailOut;
}

const notFound = () => new AppError('not_found', M.notFound);

/** The provider whose enrolments the organisation sees: only a health provider has any (404 otherwise). */
function providerOf(actor: Pick<EnrolmentActor, 'organisation'>): string {
  if (actor.organisation.kind !== 'health_provider') throw new AppError('not_found', M.notHealthProvider);
  return actor.organisation.catalogueRef;
}

const providerName = (providerId: string) => {
  try {
    return findProvider(providerId as ProviderId).name;
  } catch {
    return providerId;
  }
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function enrolmentView(row: EnrolmentDetailRow, now: Date): EnrolmentView {
  const { enrolment } = row;
  return {
    id: enrolment.id,
    status: enrolment.status,
    orderReference: row.orderReference,
    planName: row.planName,
    coverStart: row.coverStart,
    coverEnd: row.coverEnd,
    person: {
      // Counted from 1, as the sponsor entered them; the order keeps them from 0.
      position: row.position + 1,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      dateOfBirth: row.dateOfBirth ?? '',
      phoneNumber: row.phoneNumber ?? '',
      email: row.email ?? '',
      address: row.address ?? '',
    },
    consent: {
      decidedAt: iso(row.consentDecidedAt),
      version: row.consentVersion,
      proofChannel: row.consentProofChannel,
      proofDestination: row.consentProofDestination,
      provenAt: iso(row.consentProvenAt),
    },
    hospital: row.hospitalId ? { id: row.hospitalId, name: row.hospitalName ?? '' } : null,
    memberId: enrolment.memberId,
    refusedReason: enrolment.refusedReason,
    decidedAt: iso(enrolment.decidedAt),
    createdAt: enrolment.createdAt.toISOString(),
    overdue: enrolment.status === 'pending' && enrolmentOverdue(enrolment.createdAt, now),
  };
}

/**
 * One pending enrolment per person of an order that has just become active, for the plan's health provider
 * (docs/decisions/080-provider-enrolments.md). Call it in the transaction that makes the order active: an order is
 * active only with everyone's consent, so the provider never sees a person who has not agreed. Idempotent: a
 * person who already has an enrolment keeps it. Returns the rows made now, for whatever announces them (the
 * partner API's 'enrolment.created' webhook).
 */
export async function createEnrolmentsForOrder(tx: Db, orderId: string): Promise<EnrolmentRow[]> {
  const order = await findOrder(tx, orderId);
  const providerId = order && findPlan(order.planId)?.providerId;
  if (!order || !providerId) return [];
  const people = await findBeneficiaries(tx, orderId);
  const made = await insertMissingEnrolments(
    tx,
    people.map((person) => ({ orderId, beneficiaryId: person.id, providerId })),
  );
  // The provider's systems hear of each new enrolment by webhook, queued in this same transaction; the event
  // carries only its id: the person's details are fetched with a key (enrolments:read), not sent around.
  await queueCatalogueEvent(
    tx,
    { kind: 'health_provider', catalogueRef: providerId },
    'enrolment.created',
    made.map((enrolment) => ({ enrolmentId: enrolment.id, createdAt: enrolment.createdAt.toISOString() })),
  );
  return made;
}

/** The organisation's enrolments, pending first, oldest first within each status. */
export async function listEnrolments(
  db: Db,
  actor: Pick<EnrolmentActor, 'organisation'>,
  filter: EnrolmentFilter = {},
  now = new Date(),
): Promise<EnrolmentView[]> {
  const rows = await listProviderEnrolments(db, providerOf(actor), filter.status);
  return rows.map((row) => enrolmentView(row, now));
}

async function enrolmentOf(db: Db, providerId: string, id: string): Promise<EnrolmentDetailRow> {
  if (!isUuid(id)) throw notFound();
  const row = await findProviderEnrolment(db, providerId, id);
  if (!row) throw notFound();
  return row;
}

const memberIdTaken = () => new AppError('validation_failed', M.memberIdTaken, { memberId: M.memberIdTaken });

/** An admin acting for the provider is audited as themselves (decision 079); the partner's own people are not. */
async function auditAdminDecision(
  tx: Db,
  actor: EnrolmentActor,
  enrolment: EnrolmentRow,
  after: { status: 'confirmed'; memberId: string } | { status: 'refused'; reason: string },
): Promise<void> {
  if (actor.role !== 'admin') return;
  await recordAudit(tx, {
    actorId: actor.actorId,
    action: `enrolment ${after.status}`,
    entityType: 'partner_organisation',
    entityId: actor.organisation.id,
    before: { enrolmentId: enrolment.id, status: enrolment.status },
    after: { enrolmentId: enrolment.id, ...after },
  });
}

/**
 * Confirms one enrolment inside `tx`: the same member ID again changes nothing and tells nobody twice; another ID
 * on a confirmed enrolment is a 409; an ID another person of the provider holds is refused on `memberId`. The
 * sponsor is told in the same transaction. Returns whether anything changed.
 */
export async function confirmInTransaction(
  tx: Db,
  out: MailOut,
  actor: EnrolmentActor,
  row: EnrolmentDetailRow,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const { enrolment } = row;
  if (enrolment.status === 'confirmed') {
    if (enrolment.memberId === memberId) return false;
    throw new AppError('conflict', M.alreadyConfirmed);
  }
  const holders = await findHoldersOfMemberIds(tx, enrolment.providerId, [memberId]);
  if (holders.some((holder) => holder.id !== enrolment.id)) throw memberIdTaken();
  const confirmed = await markConfirmed(tx, enrolment.id, { memberId, by: actor.actorId, at: now });
  // Someone confirmed it between our read and this write: theirs stands, and theirs told the sponsor.
  if (!confirmed) throw new AppError('conflict', M.alreadyDecided);
  const name = providerName(enrolment.providerId);
  if (row.orderUserId) {
    const notice = {
      orderId: enrolment.orderId,
      providerName: name,
      firstName: row.firstName ?? '',
      memberId,
    };
    await announce(tx, row.orderUserId, enrolledNotification(notice), out);
  }
  await auditAdminDecision(tx, actor, enrolment, { status: 'confirmed', memberId });
  return true;
}

/** Whether a database error is a unique index refusing a write: two confirmations racing for one member ID. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/** Confirms one enrolment of the actor's provider with its member ID (already validated by MemberIdSchema). */
export async function confirmEnrolment(
  deps: EnrolmentDeps,
  actor: EnrolmentActor,
  enrolmentId: string,
  memberId: string,
  now = new Date(),
): Promise<EnrolmentView> {
  const providerId = providerOf(actor);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await enrolmentOf(tx, providerId, enrolmentId);
      await confirmInTransaction(tx, deps.mailOut, actor, row, memberId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw memberIdTaken();
    throw error;
  }
  return enrolmentView(await enrolmentOf(deps.db, providerId, enrolmentId), now);
}

/** Refuses one pending enrolment with the provider's reason; a decided one is a 409. */
export async function refuseEnrolment(
  deps: Pick<EnrolmentDeps, 'db'>,
  actor: EnrolmentActor,
  enrolmentId: string,
  reason: string,
  now = new Date(),
): Promise<EnrolmentView> {
  const providerId = providerOf(actor);
  await deps.db.transaction(async (tx) => {
    const { enrolment } = await enrolmentOf(tx, providerId, enrolmentId);
    const refused = await markRefused(tx, enrolment.id, { reason, by: actor.actorId, at: now });
    if (!refused) throw new AppError('conflict', M.alreadyDecided);
    await auditAdminDecision(tx, actor, enrolment, { status: 'refused', reason });
  });
  return enrolmentView(await enrolmentOf(deps.db, providerId, enrolmentId), now);
}

/** One overdue enrolment as the console lists it: which provider, which order, since when. */
export interface OverdueEnrolment {
  id: string;
  providerId: string;
  providerName: string;
  orderId: string;
  orderReference: string;
  firstName: string;
  createdAt: string;
}

/** Pending enrolments past 2 working days, oldest first, for our admins (issue 33 point 2). */
export async function overdueEnrolments(db: Db, now = new Date()): Promise<OverdueEnrolment[]> {
  // Nothing made in the last 2 calendar days can be overdue; the rule itself decides for the older ones.
  const rows = await listPendingSince(db, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000));
  return rows
    .filter((row) => enrolmentOverdue(row.enrolment.createdAt, now))
    .map((row) => ({
      id: row.enrolment.id,
      providerId: row.enrolment.providerId,
      providerName: providerName(row.enrolment.providerId),
      orderId: row.enrolment.orderId,
      orderReference: row.orderReference,
      firstName: row.firstName ?? '',
      createdAt: row.enrolment.createdAt.toISOString(),
    }));
}

export { enrolmentOf, providerName, providerOf };
