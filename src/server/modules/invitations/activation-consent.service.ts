import { activationRefusal } from '../../../domain/orders/beneficiary-invitation';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { consentDecisionOf, consentOfOrder } from './invitations.repo';

/**
 * An order becomes active only once every person on it has given consent to their data being shared with the
 * plan's provider (docs/decisions/041): a 409 naming the first person whose consent is missing or refused.
 */
export async function refuseActivationWithoutConsent(db: Db, orderId: string): Promise<void> {
  const refusal = activationRefusal(await consentOfOrder(db, orderId));
  if (refusal) throw new AppError('conflict', refusal);
}

/**
 * A person's answer, for the removal of one who refused or never answered (docs/decisions/052). Removing them
 * deletes their invitation with them, so activation no longer waits for them.
 */
export function consentDecisionOfPerson(db: Db, beneficiaryId: string) {
  return consentDecisionOf(db, beneficiaryId);
}
