import { applicationDetailPath } from '../../../../domain/applications/application-pages';
import { APPLICATION_NOT_FOUND } from '../../../../domain/applications/application-view';
import { formatCalendarDate } from '../../../../domain/calendar-date';
import {
  VIEWING_MESSAGES as M,
  viewingDecisionProblem,
  viewingRequestProblems,
  viewingToday,
  type ViewingDecision,
  type ViewingRequest,
  type ViewingView,
} from '../../../../domain/property/viewing';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit';
import { announce, type MailOut } from '../../notifications';
import { findUserApplication } from './property-applications.repo';
import {
  findViewing,
  findViewingForUpdate,
  insertViewingUnlessAsked,
  setViewingDate,
  type ViewingRow,
} from './viewings.repo';

export function toViewingView(row: ViewingRow): ViewingView {
  return {
    mode: row.mode,
    viewerName: row.viewerName,
    viewerPhone: row.viewerPhone,
    preferredDates: row.preferredDates,
    status: row.status,
    scheduledDate: row.scheduledDate,
    requestedAt: row.createdAt.toISOString(),
  };
}

/** The application's viewing, or null. */
export async function viewingOf(db: Db, applicationId: string): Promise<ViewingView | null> {
  const row = await findViewing(db, applicationId);
  return row ? toViewingView(row) : null;
}

/**
 * The owner asks for a viewing from their pending application (docs/decisions/044): up to three dates after the
 * server's today, within six months. One viewing per application; a second request is a 409.
 */
export async function requestViewing(
  db: Db,
  userId: string,
  applicationId: string,
  input: ViewingRequest,
  now: Date,
): Promise<ViewingView> {
  const found = isUuid(applicationId) ? await findUserApplication(db, userId, applicationId) : undefined;
  if (!found) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  if (found.application.status !== 'pending') throw new AppError('conflict', M.notOpen);
  const problems = viewingRequestProblems(input.dates, viewingToday(now));
  const first = Object.values(problems)[0];
  if (first) throw new AppError('validation_failed', first, problems);
  const row = await insertViewingUnlessAsked(db, {
    applicationId,
    mode: input.mode,
    viewerName: input.viewerName,
    viewerPhone: input.viewerPhone,
    preferredDates: input.dates,
  });
  if (!row) throw new AppError('conflict', M.alreadyRequested);
  return toViewingView(row);
}

const DECISION_AUDIT = { confirm: 'viewing confirmed', propose: 'viewing proposed' } as const;

function decisionNotice(decision: ViewingDecision, title: string) {
  const date = formatCalendarDate(decision.date);
  return decision.action === 'confirm'
    ? { title: 'Viewing confirmed', body: `Your viewing of ${title} is confirmed for ${date}.` }
    : {
        title: 'New viewing date proposed',
        body: `The provider cannot show ${title} on the dates you chose and proposes ${date}. Reply to this email or contact support if it does not suit you.`,
      };
}

/**
 * An admin, or the listing's realty firm (`partner`, its name), confirms one of the dates asked for (or the one
 * proposed), or proposes another (docs/decisions/044).
 * The viewing, its audit entry on the application, the customer's notification and its mail are one transaction.
 */
export async function decideViewing(
  deps: MailOut & { db: Db },
  actorId: string,
  application: { id: string; title: string; userId: string | null },
  decision: ViewingDecision,
  now: Date,
  partner?: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const viewing = await findViewingForUpdate(tx, application.id);
    if (!viewing) throw new AppError('conflict', M.notRequested);
    const problem = viewingDecisionProblem(viewing, decision, viewingToday(now));
    if (problem)
      throw new AppError('validation_failed', problem.message, { [problem.field]: problem.message });
    const status = decision.action === 'confirm' ? 'confirmed' : 'proposed';
    await setViewingDate(tx, viewing.id, status, decision.date);
    await recordAudit(tx, {
      actorId,
      action: DECISION_AUDIT[decision.action],
      entityType: 'property_application',
      entityId: application.id,
      before: { viewing: viewing.status, date: viewing.scheduledDate },
      // A realty firm's answer names it (docs/decisions/082-realty-partners.md): the buyer's page says who.
      after: { viewing: status, date: decision.date, ...(partner ? { partner } : {}) },
    });
    if (application.userId) {
      const notice = {
        ...decisionNotice(decision, application.title),
        link: applicationDetailPath('property', application.id),
      };
      await announce(tx, application.userId, notice, deps);
    }
  });
}
