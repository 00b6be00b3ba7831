import { DELETION_PROCESSING } from './deletion.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pending requests made before this moment are past the 30 days promised for removing the data. */
export function deletionOverdueBefore(now: Date): Date {
  return new Date(now.getTime() - DELETION_PROCESSING.removalDays * DAY_MS);
}

export function isDeletionOverdue(request: { status: string; createdAt: Date }, now: Date): boolean {
  return request.status === 'pending' && request.createdAt < deletionOverdueBefore(now);
}
