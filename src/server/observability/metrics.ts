import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Jobs of one queue in one pg-boss state, as the job table holds them now (shared by every instance). */
export interface QueueCount {
  queue: string;
  state: string;
  count: number;
}

/** A connection pool's size now; PostgreSQL only (PGlite is one connection in the process). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const MESSAGE_CHANNELS = ['mail', 'sms'] as const;
const MESSAGE_OUTCOMES = ['sent', 'failed', 'interrupted'] as const;
const DATABASE_ERROR_KINDS = ['unavailable', 'query'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type MessageOutcome = (typeof MESSAGE_OUTCOMES)[number];
export type DatabaseErrorKind = (typeof DATABASE_ERROR_KINDS)[number];

/**
 * The app's metrics for Prometheus, in a registry of its own rather than prom-client's global one: the API tests
 * open many apps in one process, and each must count only its own requests. Gauges that need a look at the
 * database or the pool read it when scraped, from the sources the runtime hands over (`observeJobs`,
 * `observePool`).
 */
export interface Metrics {
  registry: Registry;
  /** Requests by method, route pattern (never the URL: no ids or tokens in labels) and status, with latency. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Each mail and text message: sent, failed (to be retried) or interrupted mid-send (not resent). */
  messages: Counter<'channel' | 'outcome'>;
  /** pg-boss's background steps that failed (polling, maintenance): the database away, most often. */
  jobQueueErrors: Counter;
  /** Requests that failed on the database: unreachable, or a query that failed. */
  databaseErrors: Counter<'kind'>;
  observeJobs(read: () => Promise<QueueCount[]>): void;
  observePool(read: () => PoolStats | undefined): void;
  /** The text Prometheus scrapes; process metrics start with the first scrape (see below). */
  render(): Promise<string>;
  contentType: string;
}

/** Seconds: from a cached read (a few ms) to a slow PDF or a provider's timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const sources: { jobs?: () => Promise<QueueCount[]>; pool?: () => PoolStats | undefined } = {};

  const databaseErrors = new Counter({
    name: 'dh_database_errors_total',
    help: 'Requests and scrapes that failed on the database, by kind (unavailable, query)',
    labelNames: ['kind'] as const,
    registers,
  });
  new Gauge({
    name: 'dh_job_queue_jobs',
    help: 'Jobs in the shared queue by queue and pg-boss state; depth is created + retry + active',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      if (!sources.jobs) return;
      try {
        for (const row of await sources.jobs()) this.set({ queue: row.queue, state: row.state }, row.count);
      } catch {
        // A scrape while the database is away still answers, with the error counted and no queue series.
        databaseErrors.inc({ kind: 'unavailable' });
      }
    },
  });
  new Gauge({
    name: 'dh_database_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on embedded PGlite',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const stats = sources.pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // Node's own metrics (CPU, memory, event-loop lag, GC) start at the first scrape: collecting them sets up
  // observers for the life of the process, which the test apps, never scraped, do not need.
  let processMetrics = false;
  const messages = new Counter({
    name: 'dh_messages_total',
    help: 'Mail and text messages by channel and outcome (sent; failed, to be retried; interrupted, not resent)',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  // Every series from the start, at 0: a rate over a counter that appears only at its first failure misses it.
  for (const channel of MESSAGE_CHANNELS)
    for (const outcome of MESSAGE_OUTCOMES) messages.inc({ channel, outcome }, 0);
  for (const kind of DATABASE_ERROR_KINDS) databaseErrors.inc({ kind }, 0);
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, with their latency in seconds',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    messages,
    jobQueueErrors: new Counter({
      name: 'dh_job_queue_errors_total',
      help: "The job queue's background steps that failed (polling, maintenance)",
      registers,
    }),
    databaseErrors,
    observeJobs: (read) => {
      sources.jobs = read;
    },
    observePool: (read) => {
      sources.pool = read;
    },
    render: () => {
      if (!processMetrics) {
        processMetrics = true;
        collectDefaultMetrics({ register: registry });
      }
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
