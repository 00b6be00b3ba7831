import { and, desc, eq, isNull, sql, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, user } from '../../db/schema';
import { insertJsonRowsWhen, jsonRows } from '../../db/statement-parts';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insert returned no notification');
  return row;
}

const WRITTEN_KEYS = ['userId', 'title', 'body', 'link'] as const;

/** Notifications written by another module's statement, with the change they announce (statement-parts.ts). */
export function insertNotificationsWhen(rows: Placeholder, when: Subquery): SQL {
  return insertJsonRowsWhen(notifications, WRITTEN_KEYS, rows, when);
}

/** The rows for `insertNotificationsWhen`. */
export function notificationsJson(rows: NewNotification[]): string {
  return jsonRows(notifications, WRITTEN_KEYS, rows);
}

/** Newest first; the id breaks ties between rows written in the same transaction. */
export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks one of the user's notifications read (keeping the first read time); false if the user has no such row. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function findUserEmail(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}
