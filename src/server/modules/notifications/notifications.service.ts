import type { NotificationListView, NotificationView } from '../../../domain/notifications/notification-view';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  countUnread,
  insertNotification,
  insertNotificationsWhen,
  listNotifications,
  markAllRead,
  markRead,
  notificationsJson,
  type NewNotification,
  type NotificationRow,
} from './notifications.repo';

/** The sheet shows the latest ones; older notifications are kept but not listed. */
export const NOTIFICATIONS_LIMIT = 50;
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export interface NotificationInput {
  title: string;
  body: string;
  /** An in-app path such as '/healthcare'. */
  link?: string;
}

// A leading "//" or "/\" would make the browser leave the site, so only plain same-origin paths pass.
const IN_APP_PATH = /^\/(?![/\\])/;

function notificationRow(userId: string, input: NotificationInput): NewNotification {
  if (input.link !== undefined && !IN_APP_PATH.test(input.link)) {
    throw new Error(`A notification link must be an in-app path, got ${JSON.stringify(input.link)}`);
  }
  return { userId, title: input.title, body: input.body, link: input.link ?? null };
}

/**
 * Tells a user something in-app. Other modules call it with their own `db`, or with their transaction so
 * the notification is written together with the change it announces.
 */
export async function notify(db: Db, userId: string, input: NotificationInput): Promise<void> {
  await insertNotification(db, notificationRow(userId, input));
}

/**
 * The same notification, for a module that writes its change in one statement (placing an order): that module's
 * repo puts `insertWhen` into its statement, which writes the notification only if the change was written.
 */
export function notificationPart(userId: string, input: NotificationInput) {
  return { insertWhen: insertNotificationsWhen, rows: notificationsJson([notificationRow(userId, input)]) };
}

function toNotification(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listForUser(db: Db, userId: string): Promise<NotificationListView> {
  const rows = await listNotifications(db, userId, NOTIFICATIONS_LIMIT);
  const unreadCount = await countUnread(db, userId);
  return { notifications: rows.map(toNotification), unreadCount };
}

/** Someone else's notification answers exactly like an unknown one, so ids cannot be probed. */
export async function markOneRead(db: Db, userId: string, id: string): Promise<void> {
  if (!(await markRead(db, userId, id))) throw new AppError('not_found', NOTIFICATION_NOT_FOUND);
}

export async function markEveryRead(db: Db, userId: string): Promise<void> {
  await markAllRead(db, userId);
}
