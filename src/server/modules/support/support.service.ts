import type { SupportRequest } from '../../../domain/support/support-request.schema';
import type { Db } from '../../db/client';
import { insertSupportRequest } from './support.repo';

/** Stores the request as 'open' for the admin support inbox. */
export async function submitSupportRequest(db: Db, userId: string, input: SupportRequest) {
  return insertSupportRequest(db, { userId, subject: input.subject, message: input.message, status: 'open' });
}
