import { routeBasics, type ModuleDeps } from '../../module-deps';
import { notificationsRoutes } from './notifications.routes';

/** The notifications module's face: a user's in-app notices, and how other modules send notices and mail. */
export function notificationsModule(deps: ModuleDeps) {
  return { routes: notificationsRoutes(routeBasics(deps)) };
}

export { announce, announceWithMail, type MailOut, type MessagesOut } from './announce.service';
export { notificationPart, notify, type NotificationInput } from './notifications.service';
