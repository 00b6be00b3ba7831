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

/** The first http(s) link in a mail, with quoted-printable soft line breaks and escapes undone. */
export function firstLink(mail: string): string | undefined {
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return decoded.match(/https?:\/\/[^\s"'<>]+/)?.[0];
}
