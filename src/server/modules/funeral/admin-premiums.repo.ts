import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funeralApplications } from '../../db/schema';
import type { FuneralApplicationRow } from './funeral.repo';

/**
 * One batch of approved funeral applications, oldest first, after `after` (the last row of the previous batch):
 * the (status, created_at, id) index gives them in order.
 */
export function approvedApplicationsAfter(
  db: Db,
  after: Pick<FuneralApplicationRow, 'createdAt' | 'id'> | undefined,
  limit: number,
): Promise<FuneralApplicationRow[]> {
  const table = funeralApplications;
  return db
    .select()
    .from(table)
    .where(
      and(
        eq(table.status, 'approved'),
        after
          ? sql`(${table.createdAt}, ${table.id}) > (${after.createdAt.toISOString()}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(limit);
}
