import {
  INVITATION_REMINDER_DAYS,
  invitedBeforeForReminder,
} from '../../../../domain/orders/invitation-reminders';
import type { Db } from '../../../db/client';
import type { MessagesOut } from '../../notifications';
import { findOrderById } from '../orders.service';
import { sendLink, sponsorName } from './invitation-sending.service';
import { findInvitationsToRemind, listOrderInvitations, recordInvitationReminder } from './invitations.repo';

export interface ReminderDeps extends MessagesOut {
  db: Db;
}

const BATCH = 100;

/**
 * Reminds the people of paid orders who have not answered, 2 and 7 days after they were invited
 * (docs/decisions/049). Each reminder is a compare-and-set on the person's count in the transaction that queues
 * it, so a second run, or another instance running at once, sends nothing more. Returns how many were sent.
 */
export async function remindInvitations(deps: ReminderDeps, now: Date): Promise<number> {
  let sent = 0;
  // The later reminder first: someone the sweep missed for a week gets one reminder, not two at once.
  for (const count of [...INVITATION_REMINDER_DAYS.keys()].map((index) => index + 1).reverse()) {
    for (;;) {
      const due = await findInvitationsToRemind(deps.db, count, invitedBeforeForReminder(count, now), BATCH);
      for (const row of due) if (await remindOne(deps, row, count, now)) sent++;
      if (due.length < BATCH) break;
    }
  }
  return sent;
}

async function remindOne(
  deps: ReminderDeps,
  row: { beneficiaryId: string; orderId: string },
  count: number,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await recordInvitationReminder(tx, row.beneficiaryId, count, now))) return false;
    const order = await findOrderById(tx, row.orderId);
    const person = (await listOrderInvitations(tx, row.orderId)).find(
      (each) => each.beneficiaryId === row.beneficiaryId,
    );
    if (!order || !person) return false;
    const context = { order, sponsor: await sponsorName(tx, order.userId), now };
    await sendLink(tx, deps, context, person, { reminder: true });
    return true;
  });
}
