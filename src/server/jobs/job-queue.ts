import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client';
import type { Metrics, QueueCount } from '../observability/metrics';
import { JOB_SCHEMA } from './job-schema';
import { sqlStateOf } from '../db/sql-state';
import { inTransaction } from './sql-in-transaction';

const STOP_TIMEOUT_MS = 10_000;

export interface JobQueue {
  /** pg-boss itself: queues, workers and schedules. */
  boss: PgBoss;
  /** The database it runs on, for what a worker writes beside its jobs (delivery marks, decision 062). */
  db: Db;
  /**
   * Adds a job to `queue` inside the caller's transaction: it exists exactly when the change it follows is
   * committed, and a crash right after the commit loses nothing, since a worker (here or on another instance)
   * picks it up from the database.
   */
  send(tx: Db, queue: string, data: object): Promise<void>;
  /** Stops the workers, letting a job in hand finish, and the maintenance timers. */
  stop(): Promise<void>;
  /** Where its workers count what they do (the server's, the API tests'; not the CLI's). */
  metrics?: Metrics;
}

/**
 * Durable background work on pg-boss 10, on whichever database the app runs: its statements go through the
 * app's own connection (Database.executeSql), so PGlite serves it too and no second pool is opened. Its tables
 * come with our migrations (migrate: false only checks their version). Errors while polling (the database away)
 * are logged and the workers go on polling, so the queue heals by itself when the database is back.
 */
export interface JobQueueOptions {
  /**
   * Whether this instance keeps pg-boss's cron clock: it sends each due schedule's job, once across all instances
   * (a compare-and-set on pg-boss's version row each tick, and a singleton key per schedule and minute). The
   * server does; the CLI and the API tests do not.
   */
  schedule?: boolean;
  /** Seconds between the cron clock's ticks (30 by default); tests shorten it. */
  cronMonitorIntervalSeconds?: number;
  /** Seconds between looks for a due schedule's job to send on (5 by default); tests shorten it. */
  cronWorkerIntervalSeconds?: number;
  /** Counts its failed background steps, and shows each queue's jobs by state when scraped. */
  metrics?: Metrics;
}

export async function openJobQueue(
  database: Database,
  logger: Logger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  // pg-boss does not await the statement that completes or fails a finished job, so stop() can resolve while it
  // is still on its way; stop waits for every statement in flight, so none reaches a closed database. A timer of
  // pg-boss's can still fire after that (CI caught one) and its statement reach the pool the app has just ended;
  // pg-boss does not catch it, so after stop a failing statement is answered with no rows: the app is closing, and
  // a job it would have touched is taken up again after its expiry, as after a crash.
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  const { metrics } = options;
  const reportError = (error: unknown) => {
    metrics?.jobQueueErrors.inc();
    logger.warn({ err: error }, 'job queue: a background step failed; retrying');
  };
  const executeSql = (text: string, values?: unknown[]) => {
    const statement = database.executeSql(text, values);
    inFlight.add(statement);
    void statement.then(
      () => inFlight.delete(statement),
      () => inFlight.delete(statement),
    );
    if (stopped) return statement.catch(() => nothingDone(text));
    // While running, that unawaited complete or fail meeting a database gone away left a rejection nobody handled,
    // which ends a Node process (CI's cut-connection test). It is reported instead, and the job, still active, is
    // taken up again after its expiry, as after a crash; its delivery mark keeps a message from going twice (062).
    return isJobCommand(text)
      ? statement.catch((error) => (reportError(error), nothingDone(text)))
      : statement;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: options.schedule ?? false,
    ...(options.cronMonitorIntervalSeconds && {
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
    }),
    ...(options.cronWorkerIntervalSeconds && {
      cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds,
    }),
    // Completed jobs (mail bodies among them) are archived after an hour and gone after a day.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
  boss.on('error', reportError);
  await boss.start();
  metrics?.observeJobs(() => queueCounts(database));
  return {
    boss,
    db: database.db,
    metrics,
    send: async (tx, queue, data) => {
      await boss.send(queue, data, { db: inTransaction(tx) });
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
      // A statement sent while waiting is waited for too.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      stopped = true;
    },
  };
}

/**
 * Every queue's jobs by state, from the job table all instances share: what waits (created, retry), what is in
 * hand (active), and what failed for good and is kept until archived (failed).
 */
async function queueCounts(database: Database): Promise<QueueCount[]> {
  const { rows } = await database.executeSql(
    `select name as queue, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job group by name, state`,
  );
  return rows as QueueCount[];
}

const DEADLOCK = '40P01';
const CREATE_QUEUE_ATTEMPTS = 3;

/**
 * What a statement sent after stop() gets when the database is gone: nothing found and nothing changed. pg-boss's
 * job commands (complete, fail, cancel...) end in a count it reads from the first row, so they get a count of 0;
 * everything else gets no rows (CI: a job failed after stop read `count` of no row, an unhandled TypeError).
 */
function nothingDone(text: string): { rows: Array<{ count: string }> } {
  return { rows: isJobCommand(text) ? [{ count: '0' }] : [] };
}

/** pg-boss's commands that complete or fail jobs (its worker's, and its expiry's) end in the count they changed. */
function isJobCommand(text: string): boolean {
  return /select count\(\*\) from results/i.test(text);
}

/**
 * Creates the queue unless it exists. Two instances starting together on PostgreSQL can deadlock in pg-boss's
 * create_queue (each attaches a partition to its job table), as the two-instance coverage-sweep test found; the
 * database aborts one, whose retry then finds the queue made.
 */
export async function ensureQueue(jobs: JobQueue, name: string, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await jobs.boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= CREATE_QUEUE_ATTEMPTS || sqlStateOf(error) !== DEADLOCK) throw error;
    }
  }
}
