import type { ApplicationKind } from '../../../domain/applications/application-admin';
import { applicationDetailPath } from '../../../domain/applications/application-pages';
import type { ApplicationStatus } from '../../../domain/applications/application-view';
import type { NotificationInput } from '../notifications';

const NOTICES: Record<Exclude<ApplicationStatus, 'pending'>, { title: string; says: string }> = {
  approved: { title: 'Application approved', says: 'was approved' },
  rejected: { title: 'Application rejected', says: 'was not approved' },
  cancelled: { title: 'Application cancelled', says: 'was cancelled' },
};

/**
 * What the customer is told when an admin changes their application's status, in-app and by mail. `subject`
 * names what they applied for: a listing's title, or 'the Family Plan, ₦1,000,000 cover'.
 */
export function applicationStatusNotice(
  application: { kind: ApplicationKind; id: string; reference: string },
  subject: string,
  to: Exclude<ApplicationStatus, 'pending'>,
): NotificationInput {
  const { title, says } = NOTICES[to];
  return {
    title,
    body: `Your application ${application.reference} for ${subject} ${says}.`,
    link: applicationDetailPath(application.kind, application.id),
  };
}
