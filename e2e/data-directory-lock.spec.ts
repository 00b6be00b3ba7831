import { expect, test } from '@playwright/test';
import { runCli } from './support/cli-process';
import { startServer, stopped, tempDataDir } from './support/server-process';

// A durability test: servers of its own and no browser (./support/server-process.ts says how they run).

/** The README's first-admin command on `dataDir`, as an operator runs it. */
function createAdminOn(dataDir: string) {
  return runCli(
    'src/server/cli/create-admin.ts',
    ['--email', 'x@example.com', '--password', 'secret12-admin'],
    {
      DATA_DIR: dataDir,
    },
  );
}

test('a second process is refused the data directory while the server holds it', async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const server = await startServer(dataDir);
  try {
    const cli = await createAdminOn(dataDir);
    expect(cli.code).not.toBe(0);
    expect(cli.output).toContain('is in use by another process');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
    await stopped(server.child);
  }
});

test('once the server has stopped cleanly, a command gets the data directory', async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const server = await startServer(dataDir);
  server.child.kill('SIGTERM');
  await stopped(server.child);
  expect(server.child.exitCode).toBe(0);
  const cli = await createAdminOn(dataDir);
  expect(cli.output).toContain('Created x@example.com as an admin');
});
