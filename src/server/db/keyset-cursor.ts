import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../http/app-error';
import { isUuid } from './is-uuid';

/**
 * A keyset cursor for lists ordered newest first by (created_at, id): the last row's created_at (as the database
 * holds it, to the microsecond, so ties and sub-millisecond times never skip or repeat a row) and its id, which
 * breaks ties. The listings and every admin list page with it.
 */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const INVALID_CURSOR = 'This list has changed. Please start again.';

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/**
 * A well-formed time that is also a real one (no 31 February, no year 0000, which PostgreSQL does not have), so the
 * database never fails to read it.
 */
function isRealTime(text: string): boolean {
  if (!TIMESTAMP.test(text) || text.startsWith('0000')) return false;
  const millis = `${text.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

const MAX_TEXT_ID_LENGTH = 200;

const TEXT_ID = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_TEXT_ID_LENGTH}}$`);

/** better-auth's user ids are text, not uuids: letters, digits, '-' and '_' (never a NUL the database refuses). */
export const isTextId = (id: string) => TEXT_ID.test(id);

/** The cursor a client sent back; anything else (edited, truncated, impossible) is a 400, never a database error. */
export function decodeCursor(text: string, isId: (id: string) => boolean = isUuid): KeysetCursor {
  const [createdAt = '', id = '', extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !isRealTime(createdAt) || !isId(id)) {
    throw new AppError('bad_request', INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
  return { createdAt, id };
}

/** The created_at text a cursor carries (microseconds, UTC); select it beside the row. */
export function cursorTime(createdAt: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows strictly after the cursor in newest-first order; `idType` is the id column's type. */
export function olderThan(
  createdAt: AnyColumn,
  id: AnyColumn,
  after: KeysetCursor,
  idType: 'uuid' | 'text' = 'uuid',
): SQL {
  return sql`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::${sql.raw(idType)})`;
}

/**
 * One page from `limit + 1` rows fetched (each with its cursor time): the rows to show and the cursor of the
 * next page, or null on the last one.
 */
export function pageOf<Row>(
  fetched: Array<{ cursorAt: string } & Row>,
  limit: number,
  idOf: (row: Row) => string,
): { rows: Row[]; nextCursor: string | null } {
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  const nextCursor =
    fetched.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: idOf(last) }) : null;
  return { rows, nextCursor };
}

export type ListOrder = 'newest' | 'oldest';

/**
 * The keyset condition and ordering for a list read newest first (most lists) or oldest first (the support inbox's
 * open requests and the pending deletion requests: the longest waiting, the nearest deadline) by (created_at, id).
 */
export function keysetOrder(
  createdAt: AnyColumn,
  id: AnyColumn,
  order: ListOrder,
  after: KeysetCursor | undefined,
): { where: SQL | undefined; orderBy: SQL[] } {
  if (order === 'newest') {
    return {
      where: after ? olderThan(createdAt, id, after) : undefined,
      orderBy: [desc(createdAt), desc(id)],
    };
  }
  return {
    where: after
      ? sql`(${createdAt}, ${id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined,
    orderBy: [asc(createdAt), asc(id)],
  };
}
