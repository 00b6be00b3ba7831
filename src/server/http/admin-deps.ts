import type { SessionDeps } from '../auth/session';
import type { MessagesOut } from '../modules/notifications';

/** What every admin module gets: the database and auth (for the admin guard) and mail for telling customers. */
export interface AdminDeps extends SessionDeps, MessagesOut {}
