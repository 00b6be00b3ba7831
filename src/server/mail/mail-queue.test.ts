import { sql } from 'drizzle-orm';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { describe, expect, onTestFinished } from 'vitest';
import { it } from '../../testing/api-test';
import { postDeletionRequest } from '../../testing/deletion-requests';
import { readOutbox } from '../../testing/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestClient } from '../../testing/test-client';
import type { DatabaseConfig, Db } from '../db/client';

/** A signed-out deletion request: its confirmation link is mailed, in the request's transaction. */
const requestMailedLink = (testApp: TestApp, email: string) =>
  postDeletionRequest(createTestClient(testApp), email);

async function failedAttempts(db: Db): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(retry_count), 0)::int as n from pgboss.job`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Replaces the folder by an empty file. A send the worker took in hand before this test's reset may make the folder
 * again between the removal and the write (CI saw EISDIR), so the two are tried again until the file is in place.
 */
async function putFileWhereFolderIs(dir: string) {
  for (let attempt = 1; ; attempt += 1) {
    await rm(dir, { recursive: true, force: true });
    try {
      await writeFile(dir, '', { flag: 'wx' });
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 20 || (code !== 'EISDIR' && code !== 'EEXIST')) throw error;
    }
  }
}

describe('mail through the job queue', () => {
  it('keeps retrying a mail the outbox refuses, and delivers it once the outbox is back', async ({
    testApp,
    db,
  }) => {
    // A file where the outbox folder was: every send fails, as with an SMTP server that is down.
    const bringBack = async () => {
      await rm(testApp.outboxDir, { recursive: true, force: true });
      // The worker retrying meanwhile may make the folder itself (the mailer makes a missing outbox).
      await mkdir(testApp.outboxDir, { recursive: true });
    };
    onTestFinished(bringBack);
    await putFileWhereFolderIs(testApp.outboxDir);
    const email = 'mail-down@example.com';
    await requestMailedLink(testApp, email);
    testApp.runtime.mail.nudge();
    await waitFor(async () => (await failedAttempts(db)) >= 1, 'a failed attempt');
    expect(await testApp.runtime.mail.pending()).toBe(1);

    await bringBack();
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.decoded).toContain('/delete-account/confirm?token=');
  });

  it('sends after a crash what was committed before it, from the next process on that database', async () => {
    let database: DatabaseConfig | undefined;
    const first = await createTestApp({}, { databaseConfig: (fresh) => (database = fresh) });
    try {
      // No worker runs, so the mail is committed but not sent when the process "dies".
      await first.runtime.jobs.stop();
      const email = 'crash@example.com';
      await requestMailedLink(first, email);
      expect(await first.runtime.mail.pending()).toBe(1);
      await first.runtime.close();

      const next = await createTestApp({}, { databaseConfig: () => database! });
      try {
        const mails = (await readOutbox(next)).filter((mail) => mail.to === email);
        expect(mails).toHaveLength(1);
        expect(await next.runtime.mail.pending()).toBe(0);
      } finally {
        await next.close();
      }
    } finally {
      await first.close();
    }
  });

  it('queues no mail for a change that is rolled back', async ({ testApp, db }) => {
    const failing = db.transaction(async (tx) => {
      await testApp.runtime.mail.enqueue(tx, [{ to: 'someone@example.com', subject: 'x', text: 'x' }]);
      throw new Error('the change fails after its mail was queued');
    });
    await expect(failing).rejects.toThrow('the change fails');
    expect(await testApp.runtime.mail.pending()).toBe(0);
    expect(await readOutbox(testApp)).toEqual([]);
  });
});
