import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on an alert. */
  headers?: Record<string, string>;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it mail goes to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export interface Mailer {
  /**
   * Delivers one message; rejects if the SMTP server or the outbox refuses it. `key`, the same on every attempt
   * at this message, makes its Message-ID: SMTP has no idempotency key, but a receiving system that deduplicates
   * by Message-ID sees a resent message as the same one (docs/decisions/062).
   */
  send(message: MailMessage, key?: string): Promise<void>;
  /** Resolves once every send started so far has settled: for shutdown, and for tests reading the outbox. */
  idle(): Promise<void>;
}

type Deliver = (mail: MailMessage & { from: string; messageId?: string }) => Promise<void>;

/** `<key@domain>`, the domain the sender's own, as RFC 5322 asks of a Message-ID. */
export function stableMessageId(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}

function smtpDelivery(smtpUrl: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail(mail);
  };
}

/** Writes each message as an .eml file any mail client (or a test) can open. */
function outboxDelivery(outboxDir: string): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (mail) => {
    const { message } = await transport.sendMail(mail);
    if (!Buffer.isBuffer(message)) throw new Error('expected a buffered message');
    await mkdir(outboxDir, { recursive: true });
    // Colons are not allowed in Windows file names; the name still sorts in time order.
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // Written under another name first, so a reader listing *.eml never sees half a message.
    await writeFile(`${file}.partial`, message);
    await rename(`${file}.partial`, file);
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const deliver = options.smtpUrl ? smtpDelivery(options.smtpUrl) : outboxDelivery(options.outboxDir);
  const inFlight = new Set<Promise<void>>();
  return {
    send(message, key) {
      const messageId = key === undefined ? undefined : stableMessageId(key, options.from);
      const sending = deliver({ from: options.from, ...message, ...(messageId && { messageId }) });
      inFlight.add(sending);
      const settled = () => inFlight.delete(sending);
      sending.then(settled, settled);
      return sending;
    },
    async idle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
