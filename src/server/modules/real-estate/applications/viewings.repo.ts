import { and, eq } from 'drizzle-orm';
import type { ViewingStatus } from '../../../../domain/property/viewing';
import type { Db } from '../../../db/client';
import { propertyViewings } from '../../../db/schema';

export type ViewingRow = typeof propertyViewings.$inferSelect;
export type NewViewing = typeof propertyViewings.$inferInsert;

/** Inserts the viewing unless the application has one (its unique index); then nothing is returned. */
export async function insertViewingUnlessAsked(db: Db, values: NewViewing): Promise<ViewingRow | undefined> {
  const [row] = await db.insert(propertyViewings).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findViewing(db: Db, applicationId: string): Promise<ViewingRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyViewings)
    .where(eq(propertyViewings.applicationId, applicationId));
  return row;
}

/** The viewing, locked until the transaction ends, so two admins' answers apply one after the other. */
export async function findViewingForUpdate(db: Db, applicationId: string): Promise<ViewingRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyViewings)
    .where(eq(propertyViewings.applicationId, applicationId))
    .for('update');
  return row;
}

export async function setViewingDate(
  db: Db,
  id: string,
  status: Exclude<ViewingStatus, 'requested'>,
  scheduledDate: string,
): Promise<void> {
  await db
    .update(propertyViewings)
    .set({ status, scheduledDate })
    .where(and(eq(propertyViewings.id, id)));
}
