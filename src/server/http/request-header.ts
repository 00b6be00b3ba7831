import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * A request header (`name` in lower case) as Node parsed it, under @hono/node-server: `c.req.header()` and
 * `c.req.raw.headers` would first build a fetch Request and `Headers` of every header the request carries
 * (docs/decisions/020). Elsewhere (`app.request()` in tests), Hono's.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
