import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const SECRET_KEY = 'auth_secret';

/**
 * The session-signing secret: BETTER_AUTH_SECRET when set, otherwise one generated on first start and kept
 * in the database, so `npm start` needs no setup and every instance sharing the database signs alike.
 */
export async function resolveAuthSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error('Could not store the authentication secret');
  return row.value;
}
