import type { DeletionRequest } from '../../../domain/accounts/deletion.schema';
import type { Db } from '../../db/client';
import { insertDeletionRequest } from './account-deletion.repo';

/**
 * Records a deletion request as 'pending' for an admin to process. Signed in, it is tied to the session's
 * user; the email is stored as given (it need not match the account's), since the admin verifies it anyway.
 */
export async function requestDeletion(db: Db, userId: string | null, input: DeletionRequest) {
  const { id } = await insertDeletionRequest(db, {
    userId,
    email: input.email,
    reason: input.reason,
    status: 'pending',
  });
  return { id, email: input.email };
}
