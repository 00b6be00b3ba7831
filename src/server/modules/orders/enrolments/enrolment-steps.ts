import { enrolledStep } from '../../../../domain/partners/enrolment';
import type { PartnerStep } from '../../../../domain/status-timeline';
import type { Db } from '../../../db/client';
import { findConfirmedOfOrder } from './enrolments.repo';
import { providerName } from './enrolments.service';

/** The provider's confirmed enrolments of an order as its timeline names them (issue 33 point 6), oldest first. */
export async function enrolmentSteps(db: Db, orderId: string): Promise<PartnerStep[]> {
  const confirmed = await findConfirmedOfOrder(db, orderId);
  return confirmed.flatMap(({ providerId, memberId, decidedAt, firstName }) =>
    memberId && decidedAt
      ? [
          {
            at: decidedAt.toISOString(),
            text: enrolledStep(providerName(providerId), firstName ?? '', memberId),
          },
        ]
      : [],
  );
}
