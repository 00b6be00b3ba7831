import { isPlainText } from '../../domain/accounts/text-field';
import { AppError } from '../http/app-error';

// No better-auth body nests deeper than a couple of levels; anything deeper is not a client of ours.
const MAX_DEPTH = 8;
const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

export const AUTH_INPUT_MESSAGES = {
  json: 'The request body is not valid JSON',
  object: 'The request body must be a JSON object',
  depth: 'The request body is nested too deeply',
  text: 'Remove the control characters or broken symbols from this value',
} as const;

const refuse = (message: string, field = '_') => new AppError('bad_request', message, { [field]: message });

/** Every string in a JSON value, keys too, must be plain text; `path` names the field for the error. */
function checkValue(value: unknown, path: string, depth: number): void {
  if (depth > MAX_DEPTH) throw refuse(AUTH_INPUT_MESSAGES.depth);
  if (typeof value === 'string') {
    if (!isPlainText(value)) throw refuse(AUTH_INPUT_MESSAGES.text, path || '_');
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isPlainText(key)) throw refuse(AUTH_INPUT_MESSAGES.text, '_');
    checkValue(item, at, depth + 1);
  }
}

/** The path's segments and the query's keys and values, decoded: a token in the path reaches the database too. */
function checkUrl(url: URL): void {
  for (const segment of url.pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw refuse(AUTH_INPUT_MESSAGES.text);
    }
    if (!isPlainText(decoded)) throw refuse(AUTH_INPUT_MESSAGES.text);
  }
  for (const [key, value] of url.searchParams) {
    if (!isPlainText(key) || !isPlainText(value))
      throw refuse(AUTH_INPUT_MESSAGES.text, isPlainText(key) ? key : '_');
  }
}

/**
 * Refuses, with a 400 in the API's error shape, what better-auth would carry to the database unchecked (a NUL or
 * half a surrogate pair in a token, a name, an email) or choke on (JSON that is not JSON, or not an object). Its
 * own validation handles the rest. Reads a clone, so better-auth still gets the whole body.
 */
export async function checkAuthInput(request: Request): Promise<void> {
  // URL's parser replaces a lone surrogate in %-escapes with U+FFFD, but a NUL (%00) survives decoding.
  checkUrl(new URL(request.url));
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const type = request.headers.get('content-type') ?? '';
  if (FORM_TYPE.test(type)) return checkUrl(new URL(`?${await request.clone().text()}`, request.url));
  if (!JSON_TYPE.test(type)) return;
  const text = await request.clone().text();
  if (text.trim() === '') return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw refuse(AUTH_INPUT_MESSAGES.json);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw refuse(AUTH_INPUT_MESSAGES.object);
  checkValue(body, '', 0);
}
