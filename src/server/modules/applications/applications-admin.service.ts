import {
  ADMIN_APPLICATION_MESSAGES,
  isApplicationKind,
  type AdminApplicationDetail,
  type AdminApplicationRowView,
  type AdminApplicationsQuery,
  type AdminApplicationView,
  type ApplicationKind,
  type ApplicationStatusChange,
} from '../../../domain/applications/application-admin';
import type { PremiumAction, RecordTransfer } from '../../../domain/funeral/funeral-ledger';
import type { ViewingDecision } from '../../../domain/property/viewing';
import type { AdminPage } from '../../../domain/admin-page.schema';
import type { AuditedEntity } from '../../../domain/audit/audit';
import { nextApplicationStatuses } from '../../../domain/applications/application-status';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import type { AdminDeps } from '../../module-deps';
import { AppError } from '../../http/app-error';
import { auditPage, recordAudit, STATUS_CHANGED } from '../audit';
import {
  changeFuneralApplicationStatus,
  coverViewOf,
  ledgerOf,
  recordTransferReceived,
  refundPremium,
  waivePremium,
} from '../funeral';
import { announce } from '../notifications';
import { changePropertyApplicationStatus, decideViewing, viewingOf } from '../real-estate';
import {
  findFuneralApplication,
  findPropertyApplication,
  listFuneralApplications,
  listPropertyApplications,
} from './applications-admin.repo';
import { toFuneralDetail, toFuneralRow, toPropertyDetail, toPropertyRow } from './applications-admin.view';
import { applicationStatusNotice } from './application-notices';

/** An application changes status a handful of times: its whole history fits on the page. */
const HISTORY_LIMIT = 50;

const AUDITED_AS: Record<ApplicationKind, AuditedEntity> = {
  property: 'property_application',
  funeral: 'funeral_application',
};

/** One page of one kind of application, newest first, filtered and searched in the database. */
export async function listApplications(
  db: Db,
  query: AdminApplicationsQuery,
): Promise<AdminPage<AdminApplicationRowView>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const fetch = query.limit + 1;
  const fetched =
    query.kind === 'funeral'
      ? (await listFuneralApplications(db, query, after, fetch)).map((row) => ({
          cursorAt: row.cursorAt,
          view: toFuneralRow(row),
        }))
      : (await listPropertyApplications(db, query, after, fetch)).map((row) => ({
          cursorAt: row.cursorAt,
          view: toPropertyRow(row),
        }));
  const { rows, nextCursor } = pageOf(fetched, query.limit, ({ view }) => view.id);
  return { items: rows.map(({ view }) => view), nextCursor };
}

async function loadApplication(db: Db, kind: ApplicationKind, id: string) {
  if (kind === 'property') {
    const row = await findPropertyApplication(db, id);
    return row && toPropertyDetail(row, await viewingOf(db, id));
  }
  const row = await findFuneralApplication(db, id);
  if (!row) return undefined;
  const [cover, ledger] = [await coverViewOf(db, row.application, new Date()), await ledgerOf(db, id)];
  return toFuneralDetail(row, cover, ledger.entries, ledger.refundable);
}

/** The application of `kind` with this id; 404 for an unknown kind, a malformed id or no such row. */
async function findApplication(db: Db, kind: string, id: string): Promise<AdminApplicationView> {
  const found = isApplicationKind(kind) && isUuid(id) ? await loadApplication(db, kind, id) : undefined;
  if (!found) throw new AppError('not_found', ADMIN_APPLICATION_MESSAGES.notFound);
  return found;
}

export async function applicationDetail(db: Db, kind: string, id: string): Promise<AdminApplicationDetail> {
  const application = await findApplication(db, kind, id);
  const history = await auditPage(db, {
    entityType: AUDITED_AS[application.kind],
    entityId: application.id,
    limit: HISTORY_LIMIT,
    cursor: undefined,
  });
  return {
    application,
    nextStatuses: [...nextApplicationStatuses(application.status)],
    history: history.items,
  };
}

/** How the customer's notice names what they applied for. */
const subjectOf = (application: AdminApplicationView) =>
  application.kind === 'funeral' ? `the ${application.title}` : application.title;

/** Each kind's status is changed by the module that owns its table, which asks the domain's one rule. */
const CHANGE_STATUS = {
  property: changePropertyApplicationStatus,
  funeral: changeFuneralApplicationStatus,
} satisfies Record<ApplicationKind, unknown>;

/**
 * Moves an application along an allowed transition (the domain's rule, asked by real estate's or funeral's
 * service); anything else is a 409, and so is a change that lost a race with another admin's. A realty firm's
 * outcome comes here too, with `partner` its organisation's name, so mail, audit and timelines are the same. The status, its
 * audit entry, the customer's notification and its mail are written in one transaction.
 */
export async function changeApplicationStatus(
  deps: AdminDeps,
  actorId: string,
  kind: string,
  id: string,
  change: ApplicationStatusChange,
  partner?: string,
): Promise<AdminApplicationDetail> {
  const current = await findApplication(deps.db, kind, id);
  await deps.db.transaction((tx) => changeStatusIn(tx, deps, actorId, current, change, partner));
  return applicationDetail(deps.db, current.kind, current.id);
}

/** `changeApplicationStatus`'s writes in the caller's transaction, from the application as the caller read it. */
async function changeStatusIn(
  tx: Db,
  deps: AdminDeps,
  actorId: string,
  current: AdminApplicationView,
  change: ApplicationStatusChange,
  partner?: string,
): Promise<void> {
  const from = current.status;
  const changed = await CHANGE_STATUS[current.kind](tx, current.id, from, change.status);
  const to = changed.status;
  await recordAudit(tx, {
    actorId,
    action: STATUS_CHANGED,
    entityType: AUDITED_AS[current.kind],
    entityId: current.id,
    before: { status: from },
    // A realty firm's outcome names it (docs/decisions/082-realty-partners.md): the buyer's timeline says who.
    after: { status: to, ...(change.note ? { note: change.note } : {}), ...(partner ? { partner } : {}) },
  });
  if (!changed.userId) return;
  const notice = applicationStatusNotice(current, subjectOf(current), to);
  await announce(tx, changed.userId, notice, deps);
}

/**
 * A property application's fee received by bank transfer, from the statement console, in the caller's transaction:
 * the console's approval, as today, since approval is the only record of the fee's receipt (docs/decisions/059).
 */
export async function approveOnFeeReceived(
  tx: Db,
  deps: AdminDeps,
  actorId: string,
  id: string,
  note: string,
): Promise<void> {
  const current = await findApplication(tx, 'property', id);
  await changeStatusIn(tx, deps, actorId, current, { status: 'approved', note });
}

/**
 * Confirms a property application's viewing on a date, or proposes another (docs/decisions/044): real estate's
 * service writes it with its audit entry and the customer's notice. 404 for anything but a property application.
 */
export async function decideApplicationViewing(
  deps: AdminDeps,
  actorId: string,
  id: string,
  decision: ViewingDecision,
  partner?: string,
): Promise<AdminApplicationDetail> {
  const current = await findApplication(deps.db, 'property', id);
  await decideViewing(
    deps,
    actorId,
    { id: current.id, title: current.title, userId: current.customer?.id ?? null },
    decision,
    new Date(),
    partner,
  );
  return applicationDetail(deps.db, current.kind, current.id);
}

/**
 * Records a bank transfer received for the next premium of a funeral application (docs/decisions/054): funeral's
 * service writes it with its audit entry and the holder's notice. 404 for anything but a funeral application.
 */
export async function recordFuneralTransfer(
  deps: AdminDeps,
  actorId: string,
  id: string,
  input: RecordTransfer,
): Promise<AdminApplicationDetail> {
  const current = await findApplication(deps.db, 'funeral', id);
  await recordTransferReceived(deps, actorId, current.id, input);
  return applicationDetail(deps.db, current.kind, current.id);
}

const ADJUST = { waive: waivePremium, refund: refundPremium };
const isAdjustment = (action: string): action is keyof typeof ADJUST => Object.hasOwn(ADJUST, action);

/**
 * Waives a funeral application's next premium or refunds its latest one paid (docs/decisions/065): funeral's
 * service writes the ledger row with its audit entry and the holder's notice. 404 for any other action and for
 * anything but a funeral application.
 */
export async function adjustFuneralPremium(
  deps: AdminDeps,
  actorId: string,
  id: string,
  action: string,
  input: PremiumAction,
): Promise<AdminApplicationDetail> {
  if (!isAdjustment(action)) throw new AppError('not_found', ADMIN_APPLICATION_MESSAGES.notFound);
  const current = await findApplication(deps.db, 'funeral', id);
  await ADJUST[action](deps, actorId, current.id, input, new Date());
  return applicationDetail(deps.db, current.kind, current.id);
}
