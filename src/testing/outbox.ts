import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Every mail the app has written so far, oldest first, once the sends in flight have finished. */
export async function readOutbox({ runtime, outboxDir }: Pick<TestApp, 'runtime' | 'outboxDir'>) {
  await runtime.mailer.idle();
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
