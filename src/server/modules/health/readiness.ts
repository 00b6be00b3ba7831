/** What readiness looks at; main.ts hands in the database's, a test may hand in its own. */
export interface ReadinessChecks {
  ping(): Promise<void>;
  pendingMigrations(): Promise<number>;
}

export type Readiness =
  { ready: true } | { ready: false; reason: 'database_down' | 'migrations_pending'; pending?: number };

/** `promise`, or a rejection once `ms` have passed: a database that hangs is as down as one that refuses. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Whether this instance should be sent traffic: its database answers and has run every migration this build
 * ships. An instance started before its migrations ran (another instance holds the migration lock, or they
 * failed) serves code the tables do not match yet.
 */
export async function checkReadiness(checks: ReadinessChecks, timeoutMs: number): Promise<Readiness> {
  try {
    await withTimeout(checks.ping(), timeoutMs);
  } catch {
    return { ready: false, reason: 'database_down' };
  }
  let pending: number;
  try {
    pending = await withTimeout(checks.pendingMigrations(), timeoutMs);
  } catch {
    return { ready: false, reason: 'database_down' };
  }
  return pending === 0 ? { ready: true } : { ready: false, reason: 'migrations_pending', pending };
}
