const MAX_CAUSES = 4;

/** The SQLSTATE of a database error, looking through the wrappers (Drizzle's, better-auth's) to its cause. */
export function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Whether the database refused the values it was given rather than failed: class 22 (data exception: a NUL in
 * text, an impossible date, a number out of range, malformed uuid) and a NOT NULL violation. Such an error comes
 * from input that slipped past validation, so it is the caller's 400, not a server fault.
 */
export function isRefusedValue(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('22') || state === '23502');
}
