import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dh-mailer-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const MESSAGE = { to: 'ada@example.com', subject: 'Hello', text: 'Plain text body', html: '<p>Hi</p>' };

describe('mailer without SMTP', () => {
  it('writes each message as an .eml file, creating the outbox when missing', async () => {
    const outboxDir = path.join(root, 'data', 'outbox');
    const mailer = createMailer({ outboxDir, from: 'Diaspora Hub <no-reply@diasporahub.test>' });
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, subject: 'Second' });

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const first = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(first).toMatch(/^From: Diaspora Hub <no-reply@diasporahub\.test>$/m);
    expect(first).toMatch(/^To: ada@example\.com$/m);
    expect(first).toContain('Plain text body');
    expect(first).toContain('<p>Hi</p>');
  });

  it('gives a message the same Message-ID on every attempt, from its key (docs/decisions/062)', async () => {
    const outboxDir = path.join(root, 'message-id');
    const mailer = createMailer({ outboxDir, from: 'Diaspora Hub <no-reply@diasporahub.test>' });
    const key = '0b8f3d1e-5c4a-4e7b-9a61-2f0d8c9e7a10';
    await mailer.send(MESSAGE, key);
    await mailer.send(MESSAGE, key);
    const mails = await Promise.all(
      (await readdir(outboxDir)).map((file) => readFile(path.join(outboxDir, file), 'utf8')),
    );
    for (const mail of mails)
      expect(mail).toMatch(new RegExp(`^Message-ID: <${key}@diasporahub\\.test>$`, 'm'));
  });

  it('lets a caller wait for sends it did not await', async () => {
    const outboxDir = path.join(root, 'idle');
    const mailer = createMailer({ outboxDir, from: 'no-reply@diasporahub.test' });
    void mailer.send(MESSAGE);
    void mailer.send(MESSAGE);
    await mailer.idle();
    expect(await readdir(outboxDir)).toHaveLength(2);
  });
});

describe('mailer with SMTP', () => {
  it('rejects when the server cannot be reached, and idle() still settles', async () => {
    // Port 1 on localhost refuses connections at once.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: root, from: 'a@example.com' });
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
    await expect(mailer.idle()).resolves.toBeUndefined();
  });
});
