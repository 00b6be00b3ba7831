/**
 * What the server answers between listening and having its database (docs/decisions/075-fast-start.md): it
 * listens as soon as the process starts, so a visitor's prerendered page or a built file (which read no database)
 * goes out at once, while every other request waits here until the app is ready and is then answered by it. One
 * that waits longer than the timeout gets the 503 an outage gets, with Retry-After: never an answer made before the
 * database is ready for it.
 */
import { databaseOutage, RETRY_AFTER_SECONDS } from './outage-error';
import { READINESS_PATH } from './platform-paths';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface ReadinessGateOptions {
  /** The answer to a request that needs no database, or undefined to make it wait for the app. */
  early: (request: Request, env?: unknown) => Promise<Response> | undefined;
  /** How long a request waits for the app before it gets a 503 (30 s by default). */
  timeoutMs?: number;
}

export interface ReadinessGate {
  /** The server's handler, from the first request to the last. */
  fetch: Fetch;
  /** The app is ready: the waiting requests go to it, and so does every later one. */
  open(app: { fetch: Fetch }): void;
  /** Whether open() was called. */
  readonly isOpen: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;
// The readiness check (modules/health, docs/decisions/072) says 'not ready' at once rather than waiting: a load
// balancer asks it to know whether to send traffic here, and a probe left hanging for 30 s looks like a dead server.

function unavailable(): Response {
  return Response.json(databaseOutage().toBody(), {
    status: 503,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

export function readinessGate(options: ReadinessGateOptions): ReadinessGate {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Let go of the early handler once the app is ready, so its copy of the built pages can be collected.
  let early: ReadinessGateOptions['early'] | undefined = options.early;
  let app: { fetch: Fetch } | undefined;
  let opened!: (ready: { fetch: Fetch }) => void;
  const ready = new Promise<{ fetch: Fetch }>((resolve) => (opened = resolve));

  const waitForApp = async (): Promise<{ fetch: Fetch } | undefined> => {
    let stopTimer = () => {};
    const timedOut = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      stopTimer = () => clearTimeout(timer);
    });
    try {
      return await Promise.race([ready, timedOut]);
    } finally {
      stopTimer();
    }
  };

  return {
    fetch: async (request, env) => {
      if (app) return app.fetch(request, env);
      const answer = early?.(request, env);
      if (answer) return answer;
      if (new URL(request.url).pathname === READINESS_PATH) return unavailable();
      const readyApp = await waitForApp();
      return readyApp ? readyApp.fetch(request, env) : unavailable();
    },
    open: (readyApp) => {
      app = readyApp;
      early = undefined;
      opened(readyApp);
    },
    get isOpen() {
      return app !== undefined;
    },
  };
}
