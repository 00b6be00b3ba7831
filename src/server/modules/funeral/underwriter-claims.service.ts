import { CLAIM_MESSAGES, nextClaimStatuses } from '../../../domain/funeral/funeral-claim-rules';
import type {
  UnderwriterClaimDetail,
  UnderwriterClaimRow,
  UnderwriterClaimStep,
} from '../../../domain/funeral/underwriter-claims';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { moveClaim, type ClaimStepBy } from './funeral-claims-admin.service';
import { findClaimDocument } from './funeral-claims.repo';
import { claimView, coverStartOf, type ClaimDeps } from './funeral-claims.service';
import { toClaimRow } from './funeral-claims.view';
import { findClaimOfUnderwriter, listClaimsOfUnderwriter } from './underwriter-claims.repo';

/**
 * The claims of one underwriter, named as on its plans (issue 33, point 5). The partner module has already asked
 * who may act for that underwriter; here a claim on anyone else's plan is the same 404 as a missing one.
 */

const UNDERWRITER_LIST_LIMIT = 200;

async function findOwnClaim(db: Db, underwriter: string, id: string) {
  const found = isUuid(id) ? await findClaimOfUnderwriter(db, underwriter, id) : undefined;
  if (!found) throw new AppError('not_found', CLAIM_MESSAGES.notFound);
  return found;
}

export async function underwriterClaims(db: Db, underwriter: string): Promise<UnderwriterClaimRow[]> {
  const rows = await listClaimsOfUnderwriter(db, underwriter, UNDERWRITER_LIST_LIMIT);
  return rows.map(({ claim, applicationReference }) => toClaimRow(claim, applicationReference));
}

export async function underwriterClaimDetail(
  db: Db,
  underwriter: string,
  id: string,
  documentUrl: (claimId: string) => string,
): Promise<UnderwriterClaimDetail> {
  const { claim, application } = await findOwnClaim(db, underwriter, id);
  return {
    claim: {
      ...(await claimView(db, claim, application.reference, documentUrl(claim.id))),
      accountNumber: claim.accountNumber,
      coverStart: await coverStartOf(db, application),
    },
    nextStatuses: [...nextClaimStatuses(claim.status)],
  };
}

/** The claim's document, for its underwriter; gone with the holder's account, then the same 404. */
export async function underwriterClaimDocument(db: Db, underwriter: string, id: string) {
  const { claim } = await findOwnClaim(db, underwriter, id);
  const document = await findClaimDocument(db, claim.id);
  if (!document) throw new AppError('not_found', CLAIM_MESSAGES.notFound);
  return { document, reference: claim.reference };
}

/** The underwriter's step, through the console's own moveClaim: the same rule, audit, ledger and notices. */
export async function settleUnderwriterClaim(
  deps: ClaimDeps,
  actorId: string,
  underwriter: string,
  id: string,
  step: UnderwriterClaimStep,
  by: Omit<ClaimStepBy, 'payoutReference'>,
): Promise<void> {
  const found = await findOwnClaim(deps.db, underwriter, id);
  await moveClaim(deps, actorId, found, step, { ...by, payoutReference: step.payoutReference });
}
