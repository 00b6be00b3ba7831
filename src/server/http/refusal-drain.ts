import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/**
 * How much of a refused request's unread body the server reads and throws away before it answers (decision 056):
 * enough for any upload this API takes, and no longer than a slow phone needs to send it.
 */
export const REFUSAL_DRAIN = { maxBytes: 16 * 1024 * 1024, maxMs: 10_000 } as const;

/** Reads the rest of a Node request body and discards it; false when it ran past the bytes or the time allowed. */
function discardRest(incoming: HttpBindings['incoming'], { maxBytes, maxMs }: typeof REFUSAL_DRAIN) {
  if (incoming.complete || incoming.destroyed) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    let bytes = 0;
    const stop = (whole: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) return stop(false);
      // A body stream the route began to read (a web stream over this request) pauses it when nobody reads on.
      incoming.resume();
    };
    const onEnd = () => stop(true);
    const onError = () => stop(false);
    const timer = setTimeout(() => stop(false), maxMs);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onError);
    incoming.resume();
  });
}

/**
 * A refusal answered before the request's body was read (413 over the body limit, 429 rate limited, any other 4xx)
 * must still reach the client. A client that sends its whole body before it reads (curl, most HTTP libraries) gets a
 * connection reset instead when the server closes the connection with the body still coming. So the server reads and
 * discards the rest of the body, up to REFUSAL_DRAIN, and then answers; past that bound it answers with
 * `Connection: close`, so nothing waits for a next request on that connection. Under app.request (tests, no Node
 * request) there is no connection and nothing to do.
 */
export function drainRefusedBodies(): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    await next();
    const incoming = c.env?.incoming;
    if (!incoming || c.res.status < 400 || c.res.status >= 500) return;
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return;
    if (!(await discardRest(incoming, REFUSAL_DRAIN))) c.res.headers.set('Connection', 'close');
  };
}
