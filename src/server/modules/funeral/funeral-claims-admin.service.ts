import type { AdminPage } from '../../../domain/admin-page.schema';
import {
  canChangeClaimStatus,
  CLAIM_MESSAGES,
  nextClaimStatuses,
  refusedClaimChangeMessage,
} from '../../../domain/funeral/funeral-claim-rules';
import type {
  AdminClaimDetail,
  AdminClaimRowView,
  AdminClaimsQuery,
  ClaimStatusChange,
} from '../../../domain/funeral/funeral-claim-admin';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import { AppError } from '../../http/app-error';
import { auditPage, recordAudit, STATUS_CHANGED } from '../audit';
import { findClaimWithApplication, listClaims, setClaimStatusIfStill } from './funeral-claims.repo';
import { claimView, coverStartOf, tellClaimant, type ClaimDeps } from './funeral-claims.service';
import { toClaimRow } from './funeral-claims.view';
import { recordPayout } from './funeral-premiums.service';

const HISTORY_LIMIT = 50;

/** One page of the claims queue, newest first, by status. */
export async function listClaimsQueue(
  db: Db,
  query: AdminClaimsQuery,
): Promise<AdminPage<AdminClaimRowView>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const fetched = await listClaims(db, query, after, query.limit + 1);
  const { rows, nextCursor } = pageOf(fetched, query.limit, ({ claim }) => claim.id);
  return {
    items: rows.map(({ claim, applicationReference }) => toClaimRow(claim, applicationReference)),
    nextCursor,
  };
}

type ClaimWithApplication = NonNullable<Awaited<ReturnType<typeof findClaimWithApplication>>>;

async function findClaim(db: Db, id: string): Promise<ClaimWithApplication> {
  const found = isUuid(id) ? await findClaimWithApplication(db, id) : undefined;
  if (!found) throw new AppError('not_found', CLAIM_MESSAGES.notFound);
  return found;
}

export async function claimDetail(db: Db, id: string): Promise<AdminClaimDetail> {
  const { claim, application, holderEmail } = await findClaim(db, id);
  const history = await auditPage(db, {
    entityType: 'funeral_claim',
    entityId: claim.id,
    limit: HISTORY_LIMIT,
    cursor: undefined,
  });
  return {
    claim: {
      ...(await claimView(db, claim, application.reference)),
      accountNumber: claim.accountNumber,
      holderEmail,
      beneficiaryEmail: claim.beneficiaryEmail,
      coverStart: await coverStartOf(db, application),
    },
    nextStatuses: [...nextClaimStatuses(claim.status)],
    history: history.items,
  };
}

/**
 * Who took a step besides its actor, kept in its audit entry for the claimant's timeline (claim-step-lines.ts):
 * the underwriter whose person took it (`partner`), or the one an admin acted for (`actingFor`, never shown as the
 * underwriter's step), and the payout reference an underwriter gives when it pays.
 */
export interface ClaimStepBy {
  partner?: string;
  actingFor?: string;
  payoutReference?: string;
}

/**
 * Moves a claim one step: the console's and the underwriters' one way (changeClaimStatus, the partner portal).
 * Along the domain's rule (409 otherwise, and for a change that lost a race with another person's). The status,
 * its audit entry, the payout in the ledger and the claimant's notices are written in one transaction.
 */
export async function moveClaim(
  deps: ClaimDeps,
  actorId: string,
  { claim, application }: ClaimWithApplication,
  change: ClaimStatusChange,
  by: ClaimStepBy = {},
): Promise<void> {
  const from = claim.status;
  if (!canChangeClaimStatus(from, change.status)) {
    throw new AppError('conflict', refusedClaimChangeMessage(from, change.status));
  }
  const reason = change.status === 'rejected' ? (change.reason ?? null) : null;
  const payoutReference = change.status === 'paid' ? by.payoutReference : undefined;
  await deps.db.transaction(async (tx) => {
    const changed = await setClaimStatusIfStill(
      tx,
      claim.id,
      from,
      change.status,
      reason ?? claim.rejectionReason,
    );
    if (!changed)
      throw new AppError(
        'conflict',
        'Someone else changed this claim meanwhile. Reload it to see its status now.',
      );
    await recordAudit(tx, {
      actorId,
      action: STATUS_CHANGED,
      entityType: 'funeral_claim',
      entityId: claim.id,
      before: { status: from },
      after: {
        status: changed.status,
        ...(reason ? { note: reason } : {}),
        ...(by.partner ? { partner: by.partner } : {}),
        ...(by.actingFor ? { actingFor: by.actingFor } : {}),
        ...(payoutReference ? { payoutReference } : {}),
      },
    });
    if (changed.status === 'paid') await recordPayout(tx, actorId, changed, new Date());
    await tellClaimant(tx, deps, application.userId, changed, changed.status);
  });
}

/** The console's step on a claim: moveClaim, answered with the claim as the console shows it. */
export async function changeClaimStatus(
  deps: ClaimDeps,
  actorId: string,
  id: string,
  change: ClaimStatusChange,
): Promise<AdminClaimDetail> {
  const found = await findClaim(deps.db, id);
  await moveClaim(deps, actorId, found, change);
  return claimDetail(deps.db, found.claim.id);
}
