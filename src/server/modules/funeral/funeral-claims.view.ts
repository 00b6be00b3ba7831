import type { AdminClaimRowView } from '../../../domain/funeral/funeral-claim-admin';
import type { FuneralClaimView } from '../../../domain/funeral/funeral-claim.schema';
import type { ClaimStatus } from '../../../domain/funeral/funeral-claim-rules';
import type { TimelineStep } from '../../../domain/status-timeline';
import type { FuneralApplicationRow } from './funeral.repo';
import type { FuneralClaimRow } from './funeral-claims.repo';

export interface ClaimPerson {
  key: string;
  name: string;
  role: string;
  firstName: string;
  lastName: string;
}

const ROLE_LABELS = { spouse: 'Spouse', child: 'Child', other: 'Covered person' } as const;

/**
 * Everyone on the application a claim can be about: the principal member, then the covered people, each with the
 * key a claim names them by. Empty once the holder's account was deleted.
 */
export function claimPeopleOf(application: FuneralApplicationRow): ClaimPerson[] {
  const people: ClaimPerson[] = [];
  if (application.principalFirstName && application.principalLastName) {
    people.push({
      key: 'principal',
      role: 'Principal member',
      firstName: application.principalFirstName,
      lastName: application.principalLastName,
      name: `${application.principalFirstName} ${application.principalLastName}`,
    });
  }
  application.coveredPeople.forEach((person, index) => {
    people.push({
      key: `covered-${index}`,
      role: ROLE_LABELS[person.role],
      firstName: person.firstName,
      lastName: person.lastName,
      name: `${person.firstName} ${person.lastName}`,
    });
  });
  return people;
}

export function claimDocumentPath(claimId: string): string {
  return `/api/funeral-claims/${encodeURIComponent(claimId)}/document`;
}

export function toClaimView(
  row: FuneralClaimRow,
  applicationReference: string,
  timeline: TimelineStep<ClaimStatus>[],
  documentUrl: string | null,
): FuneralClaimView {
  const name =
    row.personFirstName && row.personLastName ? `${row.personFirstName} ${row.personLastName}` : null;
  return {
    id: row.id,
    reference: row.reference,
    applicationId: row.applicationId,
    applicationReference,
    status: row.status,
    personName: name,
    dateOfDeath: row.dateOfDeath,
    cause: row.cause,
    amountUsd: row.amountUsd,
    amountNgn: row.amountNgn,
    bankName: row.bankName,
    accountNumberEnd: row.accountNumber ? row.accountNumber.slice(-4) : null,
    accountName: row.accountName,
    submittedBy: row.submittedBy,
    rejectionReason: row.rejectionReason,
    documentUrl: row.personalDataRemovedAt ? null : documentUrl,
    createdAt: row.createdAt.toISOString(),
    timeline,
  };
}

/** A claim as a row of a list: the console's queue and an underwriter's claims. */
export function toClaimRow(claim: FuneralClaimRow, applicationReference: string): AdminClaimRowView {
  return {
    id: claim.id,
    reference: claim.reference,
    applicationReference,
    status: claim.status,
    personName: claim.personFirstName
      ? `${claim.personFirstName} ${claim.personLastName ?? ''}`.trim()
      : null,
    dateOfDeath: claim.dateOfDeath,
    amountNgn: claim.amountNgn,
    createdAt: claim.createdAt.toISOString(),
  };
}
