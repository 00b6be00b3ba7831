import { serve, type ServerType } from '@hono/node-server';

/**
 * A real HTTP server on 127.0.0.1 for a test or a stub, once it listens. It leaves the global Request and Response
 * as they are: by default @hono/node-server swaps in its own, and since the API test files of a worker share one
 * process, that swap would change how every later file's in-process requests behave.
 */
export function serveOnLoopback(fetch: (request: Request) => Response | Promise<Response>, port = 0) {
  return new Promise<ServerType>((resolve) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1', overrideGlobalObjects: false }, () =>
      resolve(server),
    );
  });
}
