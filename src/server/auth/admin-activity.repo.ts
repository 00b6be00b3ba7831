import { eq, sql } from 'drizzle-orm';
import { ADMIN_ACTIVITY_RESOLUTION_MS } from '../../domain/accounts/admin-session';
import type { Db } from '../db/client';
import { adminSessionActivity, session } from '../db/schema';

export async function findLastActive(db: Db, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ lastActiveAt: adminSessionActivity.lastActiveAt })
    .from(adminSessionActivity)
    .where(eq(adminSessionActivity.sessionId, sessionId));
  return row?.lastActiveAt;
}

/** Records activity now, writing only when the last record is older than the resolution. */
export async function touchActivity(db: Db, sessionId: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - ADMIN_ACTIVITY_RESOLUTION_MS);
  await db
    .insert(adminSessionActivity)
    .values({ sessionId, lastActiveAt: now })
    .onConflictDoUpdate({
      target: adminSessionActivity.sessionId,
      set: { lastActiveAt: now },
      setWhere: sql`${adminSessionActivity.lastActiveAt} < ${stale.toISOString()}::timestamptz`,
    });
}

/** Ends the session (its activity row goes with it). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}
