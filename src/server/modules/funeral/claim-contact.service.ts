import { APPLICATION_NOT_FOUND, type ApplicationStatus } from '../../../domain/applications/application-view';
import {
  CLAIM_CONTACT_MESSAGES,
  claimContactColumns,
  claimContactOf,
  type ClaimContact,
  type ClaimContactView,
} from '../../../domain/funeral/claim-contact';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { findUserApplication, setClaimContactColumns } from './funeral.repo';

/** A contact can be named while the application can still become, or is, a cover (docs/decisions/067). */
export const CLAIM_CONTACT_STATUSES: readonly ApplicationStatus[] = ['pending', 'approved'];

/**
 * The holder names or replaces the claim contact of their own application. Audited without the contact's
 * details (the audit log keeps no personal data): who the contact is, and by which means they can be reached.
 */
export async function setClaimContact(
  db: Db,
  userId: string,
  id: string,
  contact: ClaimContact,
): Promise<ClaimContactView> {
  const owned = isUuid(id) ? await findUserApplication(db, userId, id) : undefined;
  if (!owned) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const row = await setClaimContactColumns(
      tx,
      userId,
      owned.id,
      CLAIM_CONTACT_STATUSES,
      claimContactColumns(contact, owned.beneficiaryPhoneNumber),
    );
    if (!row) throw new AppError('conflict', CLAIM_CONTACT_MESSAGES.closed);
    await recordAudit(tx, {
      actorId: userId,
      action: 'claim contact changed',
      entityType: 'funeral_application',
      entityId: row.id,
      before: { who: owned.claimContactWho },
      after: {
        who: row.claimContactWho,
        phone: !!row.claimContactPhoneNumber,
        email: !!row.claimContactEmail,
      },
    });
    return claimContactOf(row)!;
  });
}
