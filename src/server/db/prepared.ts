import type { Db } from './client';
import { compileRowMapping } from './compiled-rows';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement prepared once per database handle under a fixed name: Drizzle builds its SQL once instead of on
 * every request, PostgreSQL parses it once per connection, and its rows are mapped by a mapping worked out once
 * (compiled-rows.ts; docs/decisions/020). `name` must stand for one SQL text only; PGlite ignores it.
 */
export function preparedOnce<Statement>(
  db: Db,
  name: string,
  prepare: (name: string) => Statement,
): Statement {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as Statement | undefined;
  if (!statement) byName.set(name, (statement = compileRowMapping(prepare(name))));
  return statement;
}
