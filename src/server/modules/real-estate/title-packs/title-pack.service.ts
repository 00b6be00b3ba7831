import { calendarDateOf } from '../../../../domain/calendar-date';
import { PROPERTY_ADMIN_MESSAGES } from '../../../../domain/property/property-admin';
import {
  TITLE_PACK_MESSAGES as M,
  type AdminTitlePackView,
  type TitlePackInput,
} from '../../../../domain/property/title-pack';
import { changedFields } from '../../../../domain/audit/audit-diff';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit';
import { findAdminProperty, findPropertyForUpdate } from '../listings/properties-admin.repo';
import { listTitleDocuments, updateTitlePack, type TitlePackColumns } from './title-pack.repo';
import { auditedTitleFields, toAdminTitlePackView } from './title-pack.view';

const notFound = () => new AppError('not_found', PROPERTY_ADMIN_MESSAGES.notFound);

/** A listing's title pack with its documents, as the console shows it. */
export async function adminTitlePack(db: Db, propertyId: string): Promise<AdminTitlePackView> {
  const row = isUuid(propertyId) ? await findAdminProperty(db, propertyId) : undefined;
  if (!row) throw notFound();
  return toAdminTitlePackView(row.property, await listTitleDocuments(db, propertyId));
}

/**
 * Records a listing's title type, status, verification date and agent registration. The date is checked against
 * today as the server sees it (UTC). The audit entry holds only what changed; a save that changes nothing writes
 * nothing.
 */
export async function setTitlePack(
  db: Db,
  actorId: string,
  propertyId: string,
  input: TitlePackInput,
  now: Date = new Date(),
): Promise<AdminTitlePackView> {
  if (!isUuid(propertyId)) throw notFound();
  if (input.verifiedOn && input.verifiedOn > calendarDateOf(now)) {
    throw new AppError('validation_failed', M.verifiedOnFuture, { verifiedOn: M.verifiedOnFuture });
  }
  return db.transaction(async (tx) => {
    const before = await findPropertyForUpdate(tx, propertyId);
    if (!before) throw notFound();
    const next: TitlePackColumns = {
      titleType: input.titleType,
      titleStatus: input.status,
      titleVerifiedOn: input.verifiedOn,
      agentRegistration: input.agentRegistration,
    };
    const changed = changedFields(auditedTitleFields(before), auditedTitleFields(next));
    if (Object.keys(changed.after).length > 0) {
      await updateTitlePack(tx, propertyId, next);
      await recordAudit(tx, {
        actorId,
        action: 'title pack updated',
        entityType: 'property',
        entityId: propertyId,
        ...changed,
      });
    }
    return toAdminTitlePackView(next, await listTitleDocuments(tx, propertyId));
  });
}
