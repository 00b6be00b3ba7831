/**
 * The baseline: `node:http` and `pg` alone, running the statements the app ran for each benchmark URL (sent by
 * the parent over IPC) and answering the same JSON. A child process, like the app, so neither shares a CPU
 * queue with autocannon.
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { BARE_VIEWS, type BareView } from './bare-views';

export interface Statement {
  /** Named, so pg prepares it once per connection as the app's prepared statements are. */
  name?: string;
  text: string;
  params: unknown[];
}

export interface BareEndpoint {
  url: string;
  statements: Statement[];
  view: BareView;
  pageSize: number;
}

const INT8 = 20;
// Drizzle reads bigint columns in number mode; so does the baseline.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
export interface BareSetup {
  databaseUrl: string;
  endpoints: BareEndpoint[];
}

async function answer(pool: pg.Pool, endpoint: BareEndpoint): Promise<string> {
  let last: pg.QueryArrayResult | undefined;
  for (const { name, text, params } of endpoint.statements) {
    last = await pool.query({ name, text, values: params, rowMode: 'array', types });
  }
  const view = BARE_VIEWS[endpoint.view] as (result: pg.QueryArrayResult, pageSize: number) => unknown;
  return JSON.stringify(view(last!, endpoint.pageSize));
}

process.once('message', ({ databaseUrl, endpoints }: BareSetup) => {
  const texts = [...new Set(endpoints.flatMap((endpoint) => endpoint.statements.map(({ text }) => text)))];
  for (const endpoint of endpoints) {
    for (const statement of endpoint.statements) statement.name = `bare_${texts.indexOf(statement.text)}`;
  }
  // The app's pool size (src/server/db/client.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const byUrl = new Map(endpoints.map((endpoint) => [endpoint.url, endpoint]));
  const server = createServer((request, response) => {
    const endpoint = byUrl.get(request.url ?? '');
    if (!endpoint) {
      response.writeHead(404).end();
      return;
    }
    answer(pool, endpoint).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});

// An orderly exit, so `--cpu-prof` (bench:api --profile) writes its profile; a signal's default would not.
process.once('SIGTERM', () => process.exit(0));
