import type { ReachableApplicationStatus } from '../../../domain/applications/application-status';
import type {
  ApplicationStatus,
  ApplicationSummaryView,
} from '../../../domain/applications/application-view';
import { applicationReference } from '../../../domain/property/application-reference';
import {
  PROPERTY_APPLICATION_MESSAGES,
  type PropertyApplication,
  type PropertyApplicationView,
} from '../../../domain/property/property-application.schema';
import { changeApplicationStatus } from '../../db/application-status-change';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { notify } from '../notifications/notifications.service';
import {
  findPropertyWithProvider,
  hasOpenApplication,
  insertApplicationUnlessTaken,
  listUserApplications,
  nextApplicationReferenceValue,
  scrubPropertyApplications,
  setPropertyApplicationStatus,
} from './real-estate.repo';
import { toApplicationSummary, toApplicationView } from './real-estate.view';

/**
 * The sequence never repeats a value, so a reference is taken only by an application made before it existed (whose
 * references were timestamps, docs/decisions/018): a rare clash that the next value resolves.
 */
const REFERENCE_ATTEMPTS = 3;
export const APPLICATIONS_LIST_LIMIT = 100;

export function propertyPath(id: string): string {
  return `/property/${encodeURIComponent(id)}`;
}

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
          link: propertyPath(property.id),
        });
        return toApplicationView(row, property.title);
      }
      // Nothing inserted: either a concurrent submission won, or the reference is taken.
      if (await hasOpenApplication(tx, userId, property.id)) throw duplicate();
    }
    throw new Error(`No free application reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
}

export async function listApplicationsOf(db: Db, userId: string): Promise<ApplicationSummaryView[]> {
  const rows = await listUserApplications(db, userId, APPLICATIONS_LIST_LIMIT);
  return rows.map(({ application, title }) => toApplicationSummary(application, title));
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
