import type { Db } from '../../db/client';
import type { MailQueue } from '../../mail/mail-queue';
import { noticeMail } from '../../mail/notice-mail';
import { findUserEmail } from './notifications.repo';
import { notify, type NotificationInput } from './notifications.service';

export interface MailOut {
  /** Takes mail inside the transaction of the change it announces (mail-queue.ts). */
  mail: MailQueue;
  /** The public URL, so the mail's link works outside the app. */
  appUrl: string;
}

/**
 * Tells a user something in-app and queues the same words as a mail, both inside the transaction that makes the
 * change: no mail announces a change that was rolled back, and none is lost once it is committed (mail-queue.ts).
 * Nothing happens when the user no longer exists.
 */
export async function announce(
  tx: Db,
  userId: string,
  input: NotificationInput,
  out: MailOut,
  /** For a mail the user can stop in one click (noticeMail). */
  unsubscribeUrl?: string,
): Promise<void> {
  const email = await findUserEmail(tx, userId);
  if (!email) return;
  await notify(tx, userId, input);
  const url = input.link ? new URL(input.link, out.appUrl).toString() : undefined;
  await out.mail.enqueue(tx, [
    noticeMail({ to: email, title: input.title, body: input.body, url, unsubscribeUrl }),
  ]);
}
