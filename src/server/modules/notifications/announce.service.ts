import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { noticeMail } from '../../mail/notice-mail';
import { findUserEmail } from './notifications.repo';
import { notify, type NotificationInput } from './notifications.service';

export interface MailOut {
  mailer: Mailer;
  logger: Logger;
  /** The public URL, so the mail's link works outside the app. */
  appUrl: string;
}

/**
 * Tells a user something in-app and prepares the same words as a mail. Call it inside the transaction that
 * makes the change, then hand the result to `sendAfterCommit`, so no mail announces a change that was rolled
 * back. Undefined when the user no longer exists.
 */
export async function announce(
  tx: Db,
  userId: string,
  input: NotificationInput,
  appUrl: string,
): Promise<MailMessage | undefined> {
  const email = await findUserEmail(tx, userId);
  if (!email) return undefined;
  await notify(tx, userId, input);
  const url = input.link ? new URL(input.link, appUrl).toString() : undefined;
  return noticeMail({ to: email, title: input.title, body: input.body, url });
}

/**
 * Sends mail once the change it announces is committed. Not awaited: a slow or failing mail server must not fail
 * or delay the admin's change, which is already saved; failures go to the log. `mailer.idle()` waits for them.
 */
export function sendAfterCommit(
  { mailer, logger }: Pick<MailOut, 'mailer' | 'logger'>,
  mails: Array<MailMessage | undefined>,
) {
  for (const mail of mails) {
    if (!mail) continue;
    mailer.send(mail).catch((error: unknown) => logger.error({ err: error }, 'could not send a notice mail'));
  }
}
