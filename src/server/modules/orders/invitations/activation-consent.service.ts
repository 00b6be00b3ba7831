import { activationRefusal } from '../../../../domain/orders/beneficiary-invitation';
import { coverWaiting } from '../../../../domain/orders/cover-waiting';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { consentDecisionOf, consentOfOrder, listOrderInvitations } from './invitations.repo';

/**
 * An order becomes active only once every person on it has given consent to their data being shared with the
 * plan's provider (docs/decisions/041): a 409 naming the first person whose consent is missing or refused.
 */
export async function refuseActivationWithoutConsent(db: Db, orderId: string): Promise<void> {
  const refusal = activationRefusal(await consentOfOrder(db, orderId));
  if (refusal) throw new AppError('conflict', refusal);
}

/**
 * What a paid order's cover waits for, from whom (docs/decisions/048), for the 'Payment received' notice: read in
 * the payment's transaction, after anything it sent.
 */
export async function coverWaitingOfOrder(db: Db, orderId: string, now: Date): Promise<string[]> {
  const people = await listOrderInvitations(db, orderId);
  return coverWaiting(
    'paid',
    people.map(({ firstName, invitation }) => ({
      firstName: firstName ?? '',
      consent: invitation?.consentDecision ?? null,
      invitedAt: invitation?.invitedAt?.toISOString() ?? null,
      remindedAt: invitation?.remindedAt?.toISOString() ?? null,
    })),
    now,
  );
}

/**
 * A person's answer, for the removal of one who refused or never answered (docs/decisions/052). Removing them
 * deletes their invitation with them, so activation no longer waits for them.
 */
export function consentDecisionOfPerson(db: Db, beneficiaryId: string) {
  return consentDecisionOf(db, beneficiaryId);
}
