import { randomBytes } from 'node:crypto';
import { calendarDateOf } from '../../../domain/calendar-date';
import {
  CLAIM_MESSAGES,
  CLAIM_STATUSES,
  type ClaimStatus,
} from '../../../domain/funeral/funeral-claim-rules';
import {
  MAX_CLAIM_DOCUMENT_BYTES,
  type FuneralClaim,
  type FuneralClaimView,
} from '../../../domain/funeral/funeral-claim.schema';
import { coverClaimProblem } from '../../../domain/funeral/cover-claim-rule';
import { referenceDigits } from '../../../domain/reference-alphabet';
import { statusTimeline } from '../../../domain/status-timeline';
import { claimStepLine } from '../../../domain/funeral/claim-step-lines';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import type { MailQueue } from '../../mail/mail-queue';
import { noticeMail } from '../../mail/notice-mail';
import { checkDocument } from '../../storage/document-files';
import { statusStepsOf } from '../audit';
import { announce } from '../notifications';
import { claimNotice } from './claim-notices';
import type { FuneralApplicationRow } from './funeral.repo';
import { coverReadingOf } from './funeral-premiums.service';
import {
  findClaimByKey,
  findClaimDocument,
  findClaimWithApplication,
  findOpenClaimFor,
  insertClaimUnlessTaken,
  listClaimsOfApplication,
  listClaimsOfUser,
  type FuneralClaimRow,
} from './funeral-claims.repo';
import { claimDocumentPath, claimPeopleOf, toClaimView } from './funeral-claims.view';

export interface ClaimDeps {
  db: Db;
  mail: MailQueue;
  appUrl: string;
  now?: () => Date;
}

/**
 * Who reports the death: the signed-in holder, or the beneficiary through the link mailed to them (`linkId`, which
 * then lasts while the claim is open: docs/decisions/067, part C).
 */
export type Claimant = { kind: 'holder' } | { kind: 'beneficiary'; email: string; linkId: string };

const REFERENCE_ATTEMPTS = 3;
const CLAIMS_LIST_LIMIT = 100;

/** 'CL' and 8 reference-alphabet characters from 40 random bits: never guessed in order, clashes retried. */
function newClaimReference(): string {
  return `CL${referenceDigits(BigInt(randomBytes(5).readUIntBE(0, 5)), 8)}`;
}

/**
 * The day the funeral cover first started: the day after its first premium was paid (docs/decisions/054), or null
 * while it is not approved or that premium is unpaid.
 */
export async function coverStartOf(
  db: Db,
  application: FuneralApplicationRow,
  now: Date = new Date(),
): Promise<string | null> {
  return (await coverReadingOf(db, application, calendarDateOf(now))).firstCoverStart;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Each step with the line naming the underwriter that took it, from what its audit entry recorded (point 6). */
async function claimTimeline(db: Db, row: FuneralClaimRow) {
  const steps = await statusStepsOf(db, 'funeral_claim', row.id, CLAIM_STATUSES);
  const recorded = steps.map(({ status, at, after }) => ({
    status,
    at,
    line: claimStepLine({
      status,
      partner: textOf(after.partner),
      payoutReference: textOf(after.payoutReference),
      reason: textOf(after.note),
    }),
  }));
  return statusTimeline(row, 'submitted', recorded);
}

export async function claimView(
  db: Db,
  row: FuneralClaimRow,
  applicationReference: string,
  documentUrl: string | null = claimDocumentPath(row.id),
): Promise<FuneralClaimView> {
  return toClaimView(row, applicationReference, await claimTimeline(db, row), documentUrl);
}

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

export function documentTooLarge(): AppError {
  return new AppError('payload_too_large', CLAIM_MESSAGES.documentTooLarge, {
    file: CLAIM_MESSAGES.documentTooLarge,
  });
}

/**
 * Tells the claimant of a step: the holder in-app and by mail; the beneficiary, who has no account, by mail to the
 * address their link was sent to. In the transaction that makes the step.
 */
export async function tellClaimant(
  tx: Db,
  deps: ClaimDeps,
  holderId: string | null,
  claim: FuneralClaimRow,
  status: ClaimStatus,
): Promise<void> {
  const notice = claimNotice(claim, status);
  if (holderId) await announce(tx, holderId, notice, deps);
  if (claim.submittedBy === 'beneficiary' && claim.beneficiaryEmail) {
    await deps.mail.enqueue(tx, [
      noticeMail({ to: claim.beneficiaryEmail, title: notice.title, body: notice.body }),
    ]);
  }
}

/**
 * Reports a death on an approved funeral application (issue 16, point 5): the person must be covered by it, the
 * date within the cover and past the waiting period for its cause, the document a real PDF or picture. The claim,
 * its document and the claimant's notices are written in one transaction. The same idempotency key gives back
 * the first claim (`created` false); a second open claim for the same person is a 409.
 */
export async function submitClaim(
  deps: ClaimDeps,
  application: FuneralApplicationRow,
  claimant: Claimant,
  input: FuneralClaim,
  file: File,
  documentUrl: (claimId: string) => string = claimDocumentPath,
): Promise<{ claim: FuneralClaimView; created: boolean }> {
  const { db } = deps;
  const view = (row: FuneralClaimRow) => claimView(db, row, application.reference, documentUrl(row.id));
  const earlier = await findClaimByKey(db, application.id, input.idempotencyKey);
  if (earlier) return { claim: await view(earlier), created: false };

  if (application.status !== 'approved') throw new AppError('conflict', CLAIM_MESSAGES.notActive);
  const person = claimPeopleOf(application).find((one) => one.key === input.personKey);
  if (!person) throw invalid('personKey', CLAIM_MESSAGES.person);
  const today = calendarDateOf((deps.now ?? (() => new Date()))());
  // Only cover in force at the date of death: paid, or in grace (issue 27, point 5).
  const cover = await coverReadingOf(db, application, today);
  const dateProblem = coverClaimProblem(input.cause, cover, input.dateOfDeath, today);
  if (dateProblem) throw invalid('dateOfDeath', dateProblem);
  if (file.size > MAX_CLAIM_DOCUMENT_BYTES) throw documentTooLarge();
  const document = await checkDocument(new Uint8Array(await file.arrayBuffer()));
  if (!document.ok) throw invalid('file', CLAIM_MESSAGES.documentType);

  const outcome = await db.transaction(async (tx) => {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const row = await insertClaimUnlessTaken(
        tx,
        {
          reference: newClaimReference(),
          applicationId: application.id,
          personKey: person.key,
          personFirstName: person.firstName,
          personLastName: person.lastName,
          dateOfDeath: input.dateOfDeath,
          cause: input.cause,
          amountUsd: application.coverageAmountUsd,
          amountNgn: application.coverageAmountNgn,
          bankName: input.bankName,
          accountNumber: input.accountNumber,
          accountName: input.accountName,
          submittedBy: claimant.kind,
          beneficiaryEmail: claimant.kind === 'beneficiary' ? claimant.email : null,
          claimLinkId: claimant.kind === 'beneficiary' ? claimant.linkId : null,
          idempotencyKey: input.idempotencyKey,
        },
        document,
      );
      if (row) {
        await tellClaimant(tx, deps, application.userId, row, 'submitted');
        return { row, created: true };
      }
      const winner = await findClaimByKey(tx, application.id, input.idempotencyKey);
      if (winner) return { row: winner, created: false };
      if (await findOpenClaimFor(tx, application.id, person.key)) return undefined;
    }
    throw new Error(`No free funeral claim reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
  if (!outcome)
    throw new AppError('conflict', CLAIM_MESSAGES.alreadyOpen, { personKey: CLAIM_MESSAGES.alreadyOpen });
  return { claim: await view(outcome.row), created: outcome.created };
}

/** The claims on one application, newest first, with who can be claimed for and since when. */
export async function claimsOfApplication(
  db: Db,
  application: FuneralApplicationRow,
  documentUrl?: (id: string) => string,
) {
  const rows = await listClaimsOfApplication(db, application.id);
  const claims = await Promise.all(
    rows.map((row) => claimView(db, row, application.reference, (documentUrl ?? claimDocumentPath)(row.id))),
  );
  const people = claimPeopleOf(application).map(({ key, name, role }) => ({ key, name, role }));
  return { claims, people, coverStart: await coverStartOf(db, application) };
}

/** Every claim on the applications a user holds, for 'My Orders'. */
export async function claimsOfUser(db: Db, userId: string): Promise<FuneralClaimView[]> {
  const rows = await listClaimsOfUser(db, userId, CLAIMS_LIST_LIMIT);
  return Promise.all(
    rows.map(({ claim, applicationReference }) => claimView(db, claim, applicationReference)),
  );
}

/**
 * A claim's document, for the holder of its application or a trusted admin; anyone else, an unknown or a
 * malformed id, and a document removed with its holder's account all get the same 404.
 */
export async function claimDocumentFor(
  db: Db,
  claimId: string,
  reader: { userId: string; isAdmin: boolean },
) {
  const found = isUuid(claimId) ? await findClaimWithApplication(db, claimId) : undefined;
  const allowed = found && (reader.isAdmin || found.application.userId === reader.userId);
  const document = allowed ? await findClaimDocument(db, claimId) : undefined;
  if (!found || !document) throw new AppError('not_found', CLAIM_MESSAGES.notFound);
  return { document, reference: found.claim.reference };
}
