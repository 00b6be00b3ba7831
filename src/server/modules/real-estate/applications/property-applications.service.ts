import type { ReachableApplicationStatus } from '../../../../domain/applications/application-status';
import {
  APPLICATION_NOT_FOUND,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummaryView,
} from '../../../../domain/applications/application-view';
import type { PropertyApplicationDetailView } from '../../../../domain/property/property-application-detail';
import { statusTimeline } from '../../../../domain/status-timeline';
import { applicationDetailPath } from '../../../../domain/applications/application-pages';
import { applicationReference } from '../../../../domain/property/application-reference';
import {
  PROPERTY_APPLICATION_MESSAGES,
  type PropertyApplication,
  type PropertyApplicationView,
} from '../../../../domain/property/property-application.schema';
import { changeApplicationStatus } from '../../application-status';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { auditPage, statusChangesOf } from '../../audit';
import { partnerStepLines } from '../../../../domain/partners/partner-steps';
import { notify } from '../../notifications';
import { findPropertyWithProvider } from '../listings/listings.repo';
import {
  findUserApplication,
  hasOpenApplication,
  insertApplicationUnlessTaken,
  listUserApplications,
  nextApplicationReferenceValue,
  listPendingApplications,
  scrubPropertyApplications,
  setPropertyApplicationStatus,
} from './property-applications.repo';
import { toApplicationSummary, toApplicationView } from './property-applications.view';
import { viewingOf } from './viewings.service';

/**
 * The sequence never repeats a value, so a reference is taken only by an application made before it existed (whose
 * references were timestamps, docs/decisions/018): a rare clash that the next value resolves.
 */
const REFERENCE_ATTEMPTS = 3;
export const APPLICATIONS_LIST_LIMIT = 100;

/**
 * Applies for a published listing (DECISIONS 21). The fee is the provider's, copied at this moment; what the
 * client sends about money is never read. One open application per user and listing: a second is a 409,
 * also when two submissions race (the partial unique index decides).
 */
export async function applyForProperty(
  db: Db,
  userId: string,
  input: PropertyApplication,
): Promise<PropertyApplicationView> {
  const found = await findPropertyWithProvider(db, input.propertyId);
  if (!found || !found.property.published) {
    throw new AppError('not_found', PROPERTY_APPLICATION_MESSAGES.notFound);
  }
  const { property, provider } = found;
  const duplicate = () => new AppError('conflict', PROPERTY_APPLICATION_MESSAGES.duplicate);
  if (await hasOpenApplication(db, userId, property.id)) throw duplicate();

  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const row = await insertApplicationUnlessTaken(tx, {
        reference: applicationReference(await nextApplicationReferenceValue(tx)),
        userId,
        propertyId: property.id,
        feeUsd: provider.applicationFeeUsd,
        feeNgn: provider.applicationFeeNgn,
        message: input.message,
        preferredContact: input.preferredContact,
      });
      if (row) {
        await notify(tx, userId, {
          title: 'Application received',
          body: `We received your application for ${property.title}. Your reference is ${row.reference}. Use it as the reference when you pay the application fee by bank transfer.`,
          link: applicationDetailPath('property', row.id),
        });
        return toApplicationView(row, property.title);
      }
      // Nothing inserted: either a concurrent submission won, or the reference is taken.
      if (await hasOpenApplication(tx, userId, property.id)) throw duplicate();
    }
    throw new Error(`No free application reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
}

/** The user's applications, newest first; with `propertyId`, only those for that listing (none for a malformed id). */
export async function listApplicationsOf(
  db: Db,
  userId: string,
  propertyId?: string,
): Promise<ApplicationSummaryView[]> {
  if (propertyId !== undefined && !isUuid(propertyId)) return [];
  const rows = await listUserApplications(db, userId, APPLICATIONS_LIST_LIMIT, propertyId);
  return rows.map(({ application, title, viewing }) => toApplicationSummary(application, title, viewing));
}

/**
 * One application for its owner, with the statuses it has had (docs/decisions/032). Someone else's, an unknown or
 * a malformed id all get the same 404, so ids cannot be probed; admins read applications in the console.
 */
export async function getApplicationFor(
  db: Db,
  owner: { id: string; name: string; email: string },
  id: string,
): Promise<PropertyApplicationDetailView> {
  const found = isUuid(id) ? await findUserApplication(db, owner.id, id) : undefined;
  if (!found) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  const { application, title, location, providerName } = found;
  const changes = await statusChangesOf(db, 'property_application', application.id, APPLICATION_STATUSES);
  return {
    ...toApplicationView(application, title),
    propertyLocation: location,
    providerName,
    applicant: { name: owner.name, email: owner.email },
    timeline: statusTimeline(application, 'pending', changes),
    viewing: await viewingOf(db, application.id),
    partnerSteps: await partnerStepsOf(db, application.id),
  };
}

/** An application changes hands a handful of times: its whole history fits one read. */
const HISTORY_LIMIT = 50;

/**
 * The realty firm's own steps on this application, named ('Lekki Homes confirmed the viewing', issue 33 point 6),
 * from the audit entries its answers wrote. Only the lines reach the buyer, never the entries' notes or actors.
 */
async function partnerStepsOf(db: Db, applicationId: string) {
  const entries = await auditPage(db, {
    entityType: 'property_application',
    entityId: applicationId,
    limit: HISTORY_LIMIT,
    cursor: undefined,
  });
  return partnerStepLines(
    entries.items.map(({ action, after, createdAt }) => ({ action, after, at: new Date(createdAt) })),
  );
}

/** An account's deletion (DECISIONS 8): its property applications keep listing and status, without the message. */
export function removePropertyApplicationsPersonalData(tx: Db, userId: string, at: Date): Promise<void> {
  return scrubPropertyApplications(tx, userId, at);
}

/** Moves a property application along the domain's one rule (application-status-change.ts), in the caller's transaction. */
export function changePropertyApplicationStatus(
  tx: Db,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<{ userId: string | null; status: ReachableApplicationStatus }> {
  return changeApplicationStatus(from, to, () => setPropertyApplicationStatus(tx, id, from, to));
}

/** Pending applications, whose fee a bank transfer pays (issue 32, docs/decisions/078-statement-reconciliation.md), with the fee in both currencies. */
export function feesAwaitingTransfer(db: Db) {
  return listPendingApplications(db);
}
