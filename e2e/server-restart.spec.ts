import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { makeUser, signUpBody } from './support/accounts';
import { startServer, stopped, tempDataDir } from './support/server-process';
import { waitsOnTheProductsClock } from './support/time-limit';
import { freePort } from '../src/testing/free-port';

// A durability test: servers of its own and no browser (./support/server-process.ts says how they run).

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
