import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { makeUser, signUpBody } from './support/accounts';
import { runCli } from './support/cli-process';
import { startServer, stopped, tempDataDir } from './support/server-process';
import { waitsOnTheProductsClock } from './support/time-limit';
import { freePort } from '../src/testing/free-port';

// These tests start servers of their own, each on its own port and data directory, so they run side by side; they
// need no browser, so they take Playwright's own `test`, whose fixtures open no page (./fixtures' test opens one to
// watch its console).

test('an account created before a kill -9 signs in after the restart', async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const user = makeUser();
  const first = await startServer(dataDir);
  const signUp = await fetch(`${first.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.url },
    body: JSON.stringify(signUpBody(user)),
  });
  expect(signUp.status).toBe(201);

  first.child.kill('SIGKILL');
  await stopped(first.child);

  const second = await startServer(dataDir);
  try {
    const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.url },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
  } finally {
    second.child.kill('SIGTERM');
    await stopped(second.child);
  }
});

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

test('SIGTERM finishes in-flight requests and closes the database', async () => {
  test.setTimeout(150_000);
  const dataDir = tempDataDir();
  const server = await startServer(dataDir);
  // A request whose body is still arriving when SIGTERM comes: the server must wait for it and answer.
  let finishBody!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"firstName":'));
      finishBody = () => {
        controller.enqueue(new TextEncoder().encode('"Late"}'));
        controller.close();
      };
    },
  });
  const inFlight = fetch(`${server.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body,
    duplex: 'half',
  } as RequestInit);
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  finishBody();
  const response = await inFlight;
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  await stopped(server.child);
  expect(server.child.exitCode).toBe(0);
});

test('a mail committed before a kill -9 is sent after the restart, though the mail server was down', async () => {
  test.setTimeout(180_000);
  waitsOnTheProductsClock('a mail that failed is tried again 30 s later, as in production (mail-queue.ts)');
  const dataDir = tempDataDir();
  // Nothing listens on this port: the first server cannot send anything.
  const first = await startServer(dataDir, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  const request = await fetch(`${first.url}/api/deletion-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.url },
    body: JSON.stringify({
      email: 'leaving@example.com',
      reason: 'Moving on.',
      confirmation: 'delete my account',
    }),
  });
  expect(request.status).toBe(201);
  first.child.kill('SIGKILL');
  await stopped(first.child);

  // The second server writes mail to DATA_DIR/outbox; the job waits at most its first retry's 30 s.
  const second = await startServer(dataDir);
  try {
    const outbox = path.join(dataDir, 'outbox');
    const mails = () => {
      try {
        return readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    await expect.poll(mails, { timeout: 60_000, intervals: [500] }).toHaveLength(1);
  } finally {
    second.child.kill('SIGTERM');
    await stopped(second.child);
  }
});
