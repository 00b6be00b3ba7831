import { createHash, randomBytes } from 'node:crypto';
import {
  CLAIM_LINK_AFTER_CLAIM,
  CLAIM_LINK_DAYS,
  claimLinkExpiry,
  claimLinkLife,
  lifeAllows,
} from '../../../domain/funeral/claim-link-life';
import { CLAIM_MESSAGES } from '../../../domain/funeral/funeral-claim-rules';
import type { ClaimLinkView, FuneralClaim } from '../../../domain/funeral/funeral-claim.schema';
import { funeralPlanTitle } from '../../../domain/funeral/funeral-plan';
import { nameInMessage } from '../../../domain/notifications/name-in-message';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { noticeMail } from '../../mail/notice-mail';
import { isUuid } from '../../db/is-uuid';
import { findProfile } from '../accounts';
import { findPlanApplication } from './funeral.repo';
import {
  findClaimDocument,
  findClaimWithApplication,
  findClaimLinkByTokenHash,
  replaceClaimLink,
} from './funeral-claims.repo';
import { claimsOfApplication, coverStartOf, submitClaim, type ClaimDeps } from './funeral-claims.service';
import type { FuneralApplicationRow } from './funeral.repo';

/**
 * The link a holder mails to the plan's nominated beneficiary (docs/decisions/045): 256 random bits, base64url;
 * only its SHA-256 is stored; it works for that one application as long as `claimLinkUsable` says (14 days, or
 * while a claim made through it is open: decision 067, part C), and a new link replaces the old.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function claimLinkPath(token: string): string {
  return `/funeral-claim/${token}`;
}

const now = (deps: ClaimDeps) => (deps.now ?? (() => new Date()))();

/**
 * Who the mail says named the beneficiary: the holder's account name, when it reads as a name, never the names
 * typed into the application (docs/decisions/061).
 */
async function holderName(db: Db, userId: string): Promise<string> {
  const profile = await findProfile(db, userId);
  if (!profile) return 'The plan holder';
  const { firstName, lastName } = profile;
  return nameInMessage(`${firstName} ${lastName}`) ?? nameInMessage(firstName) ?? 'The plan holder';
}

/** Mails a new claim link for the holder's approved application to `email`; earlier links stop working. */
export async function sendClaimLink(
  deps: ClaimDeps,
  userId: string,
  application: FuneralApplicationRow,
  email: string,
): Promise<{ sentTo: string; expiresAt: string }> {
  if (!(await coverStartOf(deps.db, application))) throw new AppError('conflict', CLAIM_MESSAGES.notActive);
  const token = randomBytes(32).toString('base64url');
  const at = now(deps);
  const expiresAt = claimLinkExpiry(at);
  const holder = await holderName(deps.db, userId);
  const title = funeralPlanTitle(application.planType, application.coverageAmountNgn);
  await deps.db.transaction(async (tx) => {
    await replaceClaimLink(
      tx,
      { applicationId: application.id, userId, tokenHash: hashOf(token), email, expiresAt },
      at,
    );
    await deps.mail.enqueue(tx, [
      noticeMail({
        to: email,
        title: 'Report a death on a funeral plan',
        body: `${holder} named you as the beneficiary of funeral plan ${application.reference} (${title}). If someone it covers has died, this link lets you report the death, upload the death certificate or burial permit, and give the account for the payout. It works for ${CLAIM_LINK_DAYS} days. ${CLAIM_LINK_AFTER_CLAIM}`,
        url: new URL(claimLinkPath(token), deps.appUrl).toString(),
      }),
    ]);
  });
  return { sentTo: email, expiresAt: expiresAt.toISOString() };
}

/**
 * The link, its application and how long it lasts, or a 404 that says the link is not valid: unknown, or no longer
 * usable (replaced or expired, with no claim made through it open).
 */
async function openLink(deps: ClaimDeps, token: string) {
  const found = TOKEN.test(token) ? await findClaimLinkByTokenHash(deps.db, hashOf(token)) : undefined;
  const life = found && claimLinkLife(found.link, found.claimsThrough);
  const usable = life && lifeAllows(life, now(deps));
  const application = usable ? await findPlanApplication(deps.db, found.link.applicationId) : undefined;
  if (!found || !life || !application || application.personalDataRemovedAt) {
    throw new AppError('not_found', CLAIM_MESSAGES.linkInvalid);
  }
  return { link: found.link, life, application };
}

export function claimLinkDocumentPath(token: string, claimId: string): string {
  return `/api/funeral-claim-links/${token}/claims/${encodeURIComponent(claimId)}/document`;
}

export async function claimLinkView(deps: ClaimDeps, token: string): Promise<ClaimLinkView> {
  const { life, application } = await openLink(deps, token);
  const { claims, people, coverStart } = await claimsOfApplication(deps.db, application, (id) =>
    claimLinkDocumentPath(token, id),
  );
  // Through the link, the beneficiary sees the claims they made, not the holder's.
  const theirs = claims.filter((claim) => claim.submittedBy === 'beneficiary');
  return {
    applicationReference: application.reference,
    planTitle: funeralPlanTitle(application.planType, application.coverageAmountNgn),
    coverStart: coverStart ?? '',
    people,
    claims: theirs,
    lastsUntilClosed: life.lastsUntilClosed,
    expiresAt: life.lastsUntilClosed ? null : life.endsAt.toISOString(),
  };
}

export async function submitClaimByLink(deps: ClaimDeps, token: string, input: FuneralClaim, file: File) {
  const { link, application } = await openLink(deps, token);
  const claimant = { kind: 'beneficiary' as const, email: link.email, linkId: link.id };
  return submitClaim(deps, application, claimant, input, file, (id) => claimLinkDocumentPath(token, id));
}

/** A claim's document through the link: only a claim the beneficiary made on that application. */
export async function claimLinkDocument(deps: ClaimDeps, token: string, claimId: string) {
  const { application } = await openLink(deps, token);
  const found = isUuid(claimId) ? await findClaimWithApplication(deps.db, claimId) : undefined;
  const theirs =
    found && found.claim.applicationId === application.id && found.claim.submittedBy === 'beneficiary';
  const document = theirs ? await findClaimDocument(deps.db, claimId) : undefined;
  if (!found || !document) throw new AppError('not_found', CLAIM_MESSAGES.notFound);
  return { document, reference: found.claim.reference };
}
