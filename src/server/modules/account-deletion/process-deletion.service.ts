import { ADMIN_DELETION_MESSAGES, type DeletionRequestView } from '../../../domain/accounts/deletion-admin';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { ADMIN_ROLE } from '../../auth/session';
import { deleteAccount, lockAdminAccounts } from '../accounts';
import { recordAudit, removeAuditNotesAbout } from '../audit';
import { removeFuneralApplicationsPersonalData } from '../funeral';
import {
  removeInvitationsPersonalData,
  removeMemberCardsPersonalData,
  removeOrdersPersonalData,
} from '../orders';
import {
  removePropertyApplicationsPersonalData,
  removeSavedSearchesOf,
  removeSavedListingsOf,
} from '../real-estate';
import {
  findAccount,
  lockDeletionRequest,
  lockRelatedPendingRequests,
  markProcessed,
} from './account-deletion-admin.repo';
import { deletionRequestView } from './account-deletion-admin.service';
import { deleteRateLimitCounters, deleteVerifications } from './personal-data.repo';

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The refusals that keep the console usable: an admin's own account, and the last admin. */
async function assertMayDelete(tx: Db, account: Account, adminId: string): Promise<void> {
  if (account.id === adminId) throw new AppError('conflict', ADMIN_DELETION_MESSAGES.ownAccount);
  if (account.role !== ADMIN_ROLE) return;
  const others = (await lockAdminAccounts(tx)).filter((id) => id !== account.id);
  if (others.length === 0) throw new AppError('conflict', ADMIN_DELETION_MESSAGES.lastAdmin);
}

/** The account's personal data on rows that outlive it, its pending tokens, then the account itself. */
async function eraseAccount(tx: Db, userId: string, at: Date): Promise<void> {
  await removeInvitationsPersonalData(tx, userId);
  await removeOrdersPersonalData(tx, userId, at);
  await removeMemberCardsPersonalData(tx, userId);
  await removeFuneralApplicationsPersonalData(tx, userId, at);
  await removePropertyApplicationsPersonalData(tx, userId, at);
  // The account's cascade would take them too; said here, as their alert links die with them (decision 043).
  await removeSavedSearchesOf(tx, userId);
  await removeSavedListingsOf(tx, userId);
  await removeAuditNotesAbout(tx, userId);
  await deleteVerifications(tx, userId);
  // The cascades take sessions, sign-in accounts, profile, notifications, support requests and two-factor rows.
  await deleteAccount(tx, userId);
}

/**
 * Deletes the account and the personal data it left behind, in one transaction (DECISIONS 8): its orders and
 * applications stay, with amounts and status, without the people's details. The request, and any other pending
 * one for the same account or email, is marked processed without its email and reason, each with an audit
 * entry. Without a matching account only the requests (and that email's rate-limit counters) are cleared.
 */
export async function processDeletionRequest(
  db: Db,
  adminId: string,
  id: string,
): Promise<DeletionRequestView> {
  await db.transaction(async (tx) => {
    const request = isUuid(id) ? await lockDeletionRequest(tx, id) : undefined;
    if (!request) throw new AppError('not_found', ADMIN_DELETION_MESSAGES.notFound);
    if (request.status === 'withdrawn') throw new AppError('conflict', ADMIN_DELETION_MESSAGES.withdrawn);
    if (request.status !== 'pending') {
      throw new AppError('conflict', ADMIN_DELETION_MESSAGES.alreadyProcessed);
    }
    if (!request.confirmedVia) throw new AppError('conflict', ADMIN_DELETION_MESSAGES.notConfirmed);
    const account = await findAccount(tx, request);
    if (account) await assertMayDelete(tx, account, adminId);

    const knownEmails = [request.email, account?.email].filter((email): email is string => !!email);
    const related = await lockRelatedPendingRequests(tx, account?.id ?? null, knownEmails);
    const requestIds = [...new Set([id, ...related.map((row) => row.id)])];
    const relatedEmails = related.flatMap((row) => (row.email ? [row.email] : []));

    const now = new Date();
    // Before the user row goes: its deletion empties the requests' user id, by which some were found.
    await markProcessed(tx, requestIds, adminId, now);
    if (account) await eraseAccount(tx, account.id, now);
    await deleteRateLimitCounters(tx, [...new Set([...knownEmails, ...relatedEmails])]);
    for (const requestId of requestIds) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'processed',
        entityType: 'deletion_request',
        entityId: requestId,
        before: { status: 'pending' },
        after: { status: 'processed', accountDeleted: account !== undefined },
      });
    }
  });
  return deletionRequestView(db, id);
}
