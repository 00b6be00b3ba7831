import type { Db } from '../../../db/client';
import { scrubInvitations } from './invitations.repo';

/**
 * An account's deletion (DECISIONS 8, docs/decisions/041): its orders' invitation links stop working and the
 * people's hospital choices go. Run in the deletion's transaction.
 */
export function removeInvitationsPersonalData(tx: Db, userId: string): Promise<void> {
  return scrubInvitations(tx, userId);
}
