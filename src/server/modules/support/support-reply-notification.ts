import type { NotificationInput } from '../notifications';

/** The Contact Support page (spec 000), where the user can write again. */
const SUPPORT_PAGE = '/support';

/** The reply itself reaches the user, in the app and by mail, so they need not sign in to read it. */
export function supportReplyNotification(subject: string, reply: string): NotificationInput {
  return {
    title: 'Reply to your support request',
    body: `We replied to your support request "${subject}":\n\n${reply}`,
    link: SUPPORT_PAGE,
  };
}
