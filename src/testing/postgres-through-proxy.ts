import type { DatabaseConfig } from '../server/db/client';
import { startCuttableTcpProxy, type CuttableTcpProxy } from './cuttable-tcp-proxy';

/** The PostgreSQL server the API tests run on (TEST_DATABASE_URL), if any. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : undefined;

/**
 * A cuttable proxy in front of the test PostgreSQL server, and the rewrite that sends a test app's fresh
 * database through it (createTestApp's `databaseConfig` option).
 */
export async function postgresThroughProxy(): Promise<{
  proxy: CuttableTcpProxy;
  databaseConfig: (fresh: DatabaseConfig) => DatabaseConfig;
}> {
  if (!testPostgresUrl) throw new Error('TEST_DATABASE_URL is not a PostgreSQL URL');
  const server = new URL(testPostgresUrl);
  const proxy = await startCuttableTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const databaseConfig = (fresh: DatabaseConfig): DatabaseConfig => {
    if (fresh.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    const url = new URL(fresh.url);
    url.host = `127.0.0.1:${proxy.port}`;
    return { kind: 'postgres', url: url.toString() };
  };
  return { proxy, databaseConfig };
}
