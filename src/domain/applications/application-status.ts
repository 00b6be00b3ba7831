import type { ApplicationStatus } from './application-view';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/**
 * The only changes an admin may make to a property or funeral application: a pending one is decided (approved
 * or rejected) or cancelled, and an approved one may still be cancelled. Rejected and cancelled are final.
 */
const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};

export function nextApplicationStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return NEXT_STATUSES[from];
}

/** The status an application may be moved to: no allowed change leads back to pending. */
export type ReachableApplicationStatus = Exclude<ApplicationStatus, 'pending'>;

/** The one application transition rule: every service that changes an application's status asks it. */
export function canChangeApplicationStatus(
  from: ApplicationStatus,
  to: ApplicationStatus,
): to is ReachableApplicationStatus {
  return NEXT_STATUSES[from].includes(to);
}

const lower = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status].toLowerCase();

/** Why a change is refused: 'A rejected application cannot become approved'. */
export function refusedApplicationChangeMessage(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === to) return `This application is already ${lower(from)}`;
  return `A ${lower(from)} application cannot become ${lower(to)}`;
}
