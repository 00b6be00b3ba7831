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

export function canChangeApplicationStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}
