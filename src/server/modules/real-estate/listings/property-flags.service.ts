import {
  PROPERTY_ADMIN_MESSAGES as M,
  publishProblem,
  type AdminPropertyDetail,
} from '../../../../domain/property/property-admin';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/is-uuid';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit';
import { findPropertyForUpdate, updateProperty } from './properties-admin.repo';
import { adminPropertyDetail } from './properties-admin.service';
import { orderedPhotos } from './properties-admin.view';

/** The two switches an admin flips on a listing, and what the audit log calls each way. */
const FLAG_ACTIONS = {
  published: { on: 'published', off: 'unpublished' },
  verified: { on: 'verified', off: 'unverified' },
} as const;
export type PropertyFlag = keyof typeof FLAG_ACTIONS;

/**
 * Publishes or unpublishes, verifies or removes verification. Setting a flag to the value it has already is
 * accepted and changes (and records) nothing, so a repeated click is harmless. Publishing needs a photo.
 */
export async function setPropertyFlag(
  db: Db,
  actorId: string,
  id: string,
  flag: PropertyFlag,
  value: boolean,
): Promise<AdminPropertyDetail> {
  if (!isUuid(id)) throw new AppError('not_found', M.notFound);
  return db.transaction(async (tx) => {
    const before = await findPropertyForUpdate(tx, id);
    if (!before) throw new AppError('not_found', M.notFound);
    if (before[flag] !== value) {
      const problem = flag === 'published' && value ? publishProblem(orderedPhotos(before)) : undefined;
      if (problem) throw new AppError('conflict', problem);
      // The first publication is what saved searches' alerts call new (docs/decisions/043); republishing is not.
      const firstPublished = flag === 'published' && value && !before.publishedAt;
      await updateProperty(tx, id, { [flag]: value, ...(firstPublished && { publishedAt: new Date() }) });
      await recordAudit(tx, {
        actorId,
        action: value ? FLAG_ACTIONS[flag].on : FLAG_ACTIONS[flag].off,
        entityType: 'property',
        entityId: id,
        before: { [flag]: before[flag] },
        after: { [flag]: value },
      });
    }
    return adminPropertyDetail(tx, id);
  });
}
