import { z } from 'zod';

export const NotificationViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    /** An in-app path such as '/healthcare', or null. */
    link: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'NotificationView' });
export type NotificationView = z.infer<typeof NotificationViewSchema>;

/** The latest notifications, newest first, and how many of all of them are unread. */
export const NotificationListViewSchema = z.object({
  notifications: z.array(NotificationViewSchema),
  unreadCount: z.int(),
});
export type NotificationListView = z.infer<typeof NotificationListViewSchema>;
