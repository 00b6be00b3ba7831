const REDACTED = '[Redacted]';
const CREDENTIAL_HEADERS = ['cookie', 'authorization'];

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => typeof value === 'object' && value !== null;

/** A copy of `headers` without credentials, or the same object when it carries none. */
function headersWithoutCredentials(headers: Entry): Entry {
  if (!CREDENTIAL_HEADERS.some((name) => name in headers)) return headers;
  const copy = { ...headers };
  for (const name of CREDENTIAL_HEADERS) if (name in copy) copy[name] = REDACTED;
  return copy;
}

/** A copy of `value` without its password or its request's credentials, or `value` itself when clean. */
function withoutOwnCredentials(key: string, value: Entry): Entry {
  let clean = value;
  if ('password' in value) clean = { ...value, password: REDACTED };
  if (key === 'req' && isRecord(value.headers)) {
    const headers = headersWithoutCredentials(value.headers);
    if (headers !== value.headers) clean = { ...clean, headers };
  }
  return clean;
}

/**
 * What a log entry may carry: no `password` at its top or one level down, and no cookie or authorization header
 * of a logged request. pino's `redact` option did this with a path engine that parsed its paths again on every
 * line, a cost paid by every request's log line (docs/decisions/020); these few checks find the same fields.
 * The caller's objects are never changed: what needs redacting is copied.
 */
export function withoutCredentials(entry: Entry): Entry {
  let clean = entry;
  for (const key in entry) {
    const value = entry[key];
    let replacement = value;
    if (key === 'password') replacement = REDACTED;
    else if (isRecord(value) && !Array.isArray(value) && !(value instanceof Error)) {
      replacement = withoutOwnCredentials(key, value);
    }
    if (replacement === value) continue;
    if (clean === entry) clean = { ...entry };
    clean[key] = replacement;
  }
  return clean;
}
