import type { MessagesOut } from '../server/modules/notifications/announce.service';
import { invitationKey } from '../server/modules/orders/invitations/invitation-links.service';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** What a test app's changes send through, as the server wires it (app.ts): its mail, its SMS and its link key. */
export function messagesOut({ runtime }: Pick<TestApp, 'runtime'>): MessagesOut {
  return {
    mail: runtime.mail,
    sms: runtime.sms,
    appUrl: TEST_ORIGIN,
    invitationKey: invitationKey(runtime.auth.options.secret),
  };
}
