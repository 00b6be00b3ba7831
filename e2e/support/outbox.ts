import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How the support helpers wait for a mail or a text: looked for every 200 ms, it is read as soon as it lands, where
 * the default's growing waits (up to 1 s) often add most of a second to each wait.
 */
export const MESSAGE_POLL = { intervals: [200] };

/**
 * Each mail this worker has read, by file name. The server writes a mail under another name and renames it to
 * .eml once whole (mailer.ts), so a file read once never changes: each look reads only the new ones, not the
 * hundreds a run's outbox holds by its end.
 */
const readMails = new Map<string, string>();

/** The newest mail the e2e server wrote to its outbox for this address (no SMTP_URL is set there). */
export function latestMailTo(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    let mail = readMails.get(file);
    if (mail === undefined) {
      mail = readFileSync(path.join(outbox, file), 'utf8');
      readMails.set(file, mail);
    }
    if (mail.includes(email)) return mail;
  }
  return undefined;
}

/** A mail's text with its quoted-printable soft line breaks undone. */
function unwrapped(mail: string): string {
  return mail.replace(/=\r?\n/g, '');
}

/** The first http(s) link in a mail, with quoted-printable soft line breaks and escapes undone. */
export function firstLink(mail: string): string | undefined {
  const decoded = unwrapped(mail).replace(/=3D/g, '=');
  return decoded.match(/https?:\/\/[^\s"'<>]+/)?.[0];
}

/**
 * Waits until the newest mail to `email` holds every text (quoted-printable soft line breaks undone): mail
 * leaves after the change commits, so it may land a moment after the page shows the change.
 */
export async function expectMailTo(email: string, ...texts: string[]) {
  const newest = () => unwrapped(latestMailTo(email) ?? '');
  await expect
    .poll(() => texts.filter((text) => !newest().includes(text)), {
      message: `mail to ${email}`,
      ...MESSAGE_POLL,
    })
    .toEqual([]);
}
