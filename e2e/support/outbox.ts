import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
    const mail = readFileSync(path.join(outbox, file), 'utf8');
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
    .poll(() => texts.filter((text) => !newest().includes(text)), { message: `mail to ${email}` })
    .toEqual([]);
}
