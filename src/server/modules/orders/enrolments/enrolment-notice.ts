import { orderDetailPath } from '../../../../domain/orders/order-pages';
import { enrolledStep } from '../../../../domain/partners/enrolment';
import type { NotificationInput } from '../../notifications';

/** What the sponsor is told when the provider confirms a person's enrolment (issue 33 point 2). */
export function enrolledNotification(input: {
  orderId: string;
  providerName: string;
  firstName: string;
  memberId: string;
}): NotificationInput {
  const step = enrolledStep(input.providerName, input.firstName, input.memberId);
  return {
    title: `${input.providerName} enrolled ${input.firstName || 'a person on your order'}`,
    body: `${step}. The member ID now shows on the member card, so a hospital can check it with ${input.providerName}.`,
    link: orderDetailPath(input.orderId),
  };
}
