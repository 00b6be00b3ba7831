import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';

/**
 * The keyset cursor: the last listing's created_at (as the database holds it, to the microsecond, so ties and
 * sub-millisecond times never skip or repeat a row) and its id, which breaks ties.
 */
export interface PropertyCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const INVALID_CURSOR = 'This list has changed. Please start again.';

export function encodeCursor(cursor: PropertyCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): PropertyCursor {
  const [createdAt = '', id = '', extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !TIMESTAMP.test(createdAt) || !isUuid(id)) {
    throw new AppError('bad_request', INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
  return { createdAt, id };
}
