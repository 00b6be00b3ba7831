import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { session, user } from '../db/schema';

/** A session with its user, by token: one indexed read (`session.token` is unique), prepared once per handle. */
export async function findSessionWithUser(db: Db, token: string) {
  const statement = preparedOnce(db, 'session_with_user', (name) =>
    db
      .select({ session, user })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(session.token, sql.placeholder('token')))
      .prepare(name),
  );
  const [row] = await statement.execute({ token });
  return row;
}
