/**
 * What of an error may go to the log. Database errors carry the rows they failed on: Drizzle's message and
 * `params` hold every query parameter, and PostgreSQL's `detail` and quoted values (`Key (email)=(…)`,
 * `invalid input syntax for type uuid: "…"`) repeat them. Names, emails, phones and dates of birth must not
 * reach the log, so only fields that name the schema are kept, never the data.
 */

/** node-postgres and PGlite error fields that name the schema or the system call, never a value. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
  'errno',
  'syscall',
] as const;

const EMAIL = /[^\s@<>"'`(),;:=[\]]+@[^\s@<>"'`(),;:=[\]]+\.[a-z]{2,}/gi;
const MAX_CAUSES = 4;

/**
 * Free text (log messages, better-auth's notices, mail errors) without Drizzle's parameter list, which
 * better-auth logs as a bare message ("Failed query: <sql>\nparams: <values>"), and without email addresses.
 */
export function scrubText(text: string): string {
  const [withoutParams = ''] = text.split(/\r?\nparams:/);
  return withoutParams.replace(EMAIL, '[email]');
}

/** A five-character SQLSTATE: the error came from the database server, whose messages quote values. */
function hasSqlState(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

function safeMessage(error: Error): string {
  // The table, column and constraint stay in their own fields, so every quoted text can go.
  const message = hasSqlState(error) ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
  // Drizzle's SQL text (placeholders, no values) is worth keeping.
  return scrubText(message);
}

function safeStack(error: Error, head: string): string | undefined {
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return frames?.length ? [head, ...frames].join('\n') : undefined;
}

/** pino's `err` serializer: type, message without data, schema fields, stack frames and causes. */
export function loggableError(value: unknown, depth = 0): Record<string, unknown> {
  if (!(value instanceof Error)) return { type: typeof value };
  const type = value.constructor?.name || value.name;
  const message = safeMessage(value);
  const fields: Record<string, unknown> = { type, message };
  for (const name of SAFE_FIELDS) {
    const field = (value as unknown as Record<string, unknown>)[name];
    if (typeof field === 'string' || typeof field === 'number') fields[name] = field;
  }
  fields.stack = safeStack(value, `${type}: ${message}`);
  if (value.cause !== undefined && depth < MAX_CAUSES) fields.cause = loggableError(value.cause, depth + 1);
  return fields;
}
