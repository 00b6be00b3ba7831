import type { Db } from '../../db/client';
import type { MailQueue } from '../../mail/mail-queue';
import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/notice-mail';
import type { SmsQueue } from '../../sms/sms-queue';
import { findUserEmail } from './notifications.repo';
import { notify, type NotificationInput } from './notifications.service';

export interface MailOut {
  /** Takes mail inside the transaction of the change it announces (mail-queue.ts). */
  mail: MailQueue;
  /** The public URL, so the mail's link works outside the app. */
  appUrl: string;
}

/** Mail, text messages and the relatives' link key: what a change of an order's status may send (docs/decisions/049). */
export interface MessagesOut extends MailOut {
  /** Takes text messages the same way (sms-queue.ts): the relatives' invitations and codes (docs/decisions/049). */
  sms: SmsQueue;
  /** invitationKey(the server's secret): an order that becomes paid sends its people's links (docs/decisions/049). */
  invitationKey: Buffer;
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
  const url = input.link ? new URL(input.link, out.appUrl).toString() : undefined;
  await announceWithMail(tx, userId, input, out, (to) =>
    noticeMail({ to, title: input.title, body: input.body, url, unsubscribeUrl }),
  );
}

/** announce, with a mail of the caller's making in place of the notice's: one that carries more than its words. */
export async function announceWithMail(
  tx: Db,
  userId: string,
  input: NotificationInput,
  out: Pick<MailOut, 'mail'>,
  mailTo: (email: string) => MailMessage,
): Promise<void> {
  const email = await findUserEmail(tx, userId);
  if (!email) return;
  await notify(tx, userId, input);
  await out.mail.enqueue(tx, [mailTo(email)]);
}
