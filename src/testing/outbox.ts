import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIRM_EMAIL_SUBJECT } from '../server/mail/confirm-email-mail';
import type { TestApp } from './test-app';

export interface OutboxMail {
  file: string;
  /** The .eml as written. */
  raw: string;
  /** The whole message with quoted-printable undone, so links and text can be matched as sent. */
  decoded: string;
  to: string | undefined;
  subject: string | undefined;
}

/** Undoes quoted-printable: soft line breaks ("=" at a line end) and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes.subarray(i + 1, i + 3).toString('latin1');
    if (bytes[i] === 0x3d && /^[0-9A-F]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(bytes[i] ?? 0);
  }
  return Buffer.from(out).toString('utf8');
}

function header(raw: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();
}

const SETTLE_TIMEOUT_MS = 10_000;
const SETTLE_POLL_MS = 25;

/**
 * Waits until the mail queue is empty: the worker is woken rather than left to its next poll, and its send
 * finishes. A mail still failing after the time limit fails the test, saying so.
 */
export async function mailSettled({ runtime }: Pick<TestApp, 'runtime'>): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  await runtime.mail.idle();
  runtime.mail.nudge();
  while ((await runtime.mail.pending()) > 0) {
    if (Date.now() > deadline) throw new Error('mail is still queued after 10 s: is its send failing?');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
  await runtime.mailer.idle();
}

/**
 * Every mail the app has written so far, oldest first, once the queued mail has been sent. Every sign-up mails a
 * link to confirm the address (decision 063); tests about other mail count without it unless they ask for it.
 */
export async function readOutbox(
  testApp: Pick<TestApp, 'runtime' | 'outboxDir'>,
  { withConfirmationLinks = false }: { withConfirmationLinks?: boolean } = {},
) {
  const mails = await readAllMail(testApp);
  return withConfirmationLinks ? mails : mails.filter((mail) => mail.subject !== CONFIRM_EMAIL_SUBJECT);
}

async function readAllMail(testApp: Pick<TestApp, 'runtime' | 'outboxDir'>) {
  const { outboxDir } = testApp;
  await mailSettled(testApp);
  const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file): Promise<OutboxMail> => {
      const raw = await readFile(path.join(outboxDir, file), 'utf8');
      return {
        file,
        raw,
        decoded: decodeQuotedPrintable(raw),
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
      };
    }),
  );
}
