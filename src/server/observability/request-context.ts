import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while a request is being answered carries. */
export interface RequestContext {
  requestId: string;
}

const current = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` (the rest of the middleware chain) as part of the request: whatever it calls, however deep and
 * whichever logger it was handed (a service's, better-auth's, the mailer's), logs with the request id through the
 * logger's mixin (logger.ts), with no logger to pass down.
 */
export function inRequest<T>(context: RequestContext, work: () => T): T {
  return current.run(context, work);
}

/** The fields to add to a log line: the request id inside a request, nothing outside one (workers, start-up). */
export function requestFields(): Partial<RequestContext> {
  return current.getStore() ?? {};
}
