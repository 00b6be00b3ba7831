import { createHash, randomBytes } from 'node:crypto';
import { DELETION_CONFIRM_PATH, DELETION_CONFIRM_TTL_HOURS } from '../../../domain/accounts/deletion-link';
import { DELETION_CONFIRM_MESSAGES, type DeletionRequest } from '../../../domain/accounts/deletion.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MailOut } from '../notifications';
import { confirmByToken, deleteExpiredUnconfirmed, insertDeletionRequest } from './account-deletion.repo';
import { confirmDeletionMail } from './confirm-deletion-mail';

export interface DeletionDeps extends MailOut {
  db: Db;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Records a deletion request as 'pending'. Signed in, it is tied to the session's user and confirmed at once (the
 * email is stored as given). Signed out, it reaches the admins only once the link mailed to that address is
 * opened and confirmed. The answer is the same whether or not an account has that email, and so is the mail.
 */
export async function requestDeletion(deps: DeletionDeps, userId: string | null, input: DeletionRequest) {
  const now = new Date();
  const details = { email: input.email, reason: input.reason, status: 'pending' as const };
  if (userId) {
    const { id } = await insertDeletionRequest(deps.db, {
      ...details,
      userId,
      confirmedVia: 'session',
      confirmedAt: now,
    });
    return { id, email: input.email, confirmed: true };
  }
  // Only the token's hash is stored: whoever reads the database still cannot confirm someone else's request.
  const token = randomBytes(32).toString('base64url');
  const url = new URL(`${DELETION_CONFIRM_PATH}?token=${token}`, deps.appUrl).toString();
  const { id } = await deps.db.transaction(async (tx) => {
    await deleteExpiredUnconfirmed(tx, now);
    const inserted = await insertDeletionRequest(tx, {
      ...details,
      userId: null,
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + DELETION_CONFIRM_TTL_HOURS * 3_600_000),
    });
    await deps.mail.enqueue(tx, [confirmDeletionMail({ to: input.email, url })]);
    return inserted;
  });
  return { id, email: input.email, confirmed: false };
}

/** The owner opened the mailed link and pressed confirm: the request joins the admins' queue. */
export async function confirmDeletion(db: Db, token: string) {
  const confirmed = await confirmByToken(db, hashToken(token), new Date());
  if (!confirmed) throw new AppError('not_found', DELETION_CONFIRM_MESSAGES.invalidLink);
  return { confirmed: true };
}
