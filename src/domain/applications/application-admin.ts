import { z } from 'zod';
import { textField } from '../accounts/text-field';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummaryView,
} from './application-view';
import type { BENEFICIARY_RELATIONSHIPS, OTHER_RELATIONSHIPS } from '../funeral/funeral-application.schema';
import type { FuneralPlanType } from '../funeral/funeral-plan';
import type { CONTACT_METHODS } from '../orders/order.schema';
import { AdminPageQuerySchema, optionalQueryText } from '../admin/admin-page.schema';
import type { AuditEntryView } from '../admin/audit';

/** The console lists one kind of application at a time. */
export const APPLICATION_KINDS = ['property', 'funeral'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  property: 'Property',
  funeral: 'Funeral',
};

export function isApplicationKind(value: string): value is ApplicationKind {
  return (APPLICATION_KINDS as readonly string[]).includes(value);
}

export const ADMIN_APPLICATION_MESSAGES = {
  notFound: 'Application not found',
  status: 'Choose the new status',
  changedMeanwhile: 'Someone else changed this application meanwhile. Reload it to see its status now.',
} as const;

/**
 * `?kind=property|funeral&status=&q=` plus paging. A kind or status the console does not know is dropped rather
 * than refused, so a hand-edited URL still shows a list.
 */
export const AdminApplicationsQuerySchema = AdminPageQuerySchema.extend({
  kind: optionalQueryText
    .pipe(z.enum(APPLICATION_KINDS).optional())
    .catch(undefined)
    .transform((kind) => kind ?? 'property'),
  status: optionalQueryText.pipe(z.enum(APPLICATION_STATUSES).optional()).catch(undefined),
  /** A reference (any part, any case) or the customer's account email (any part). */
  q: optionalQueryText.pipe(z.string().max(254, 'Search for at most 254 characters').optional()),
});
export type AdminApplicationsQuery = z.output<typeof AdminApplicationsQuerySchema>;

export const ApplicationStatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: ADMIN_APPLICATION_MESSAGES.status }),
  /** For the history only; the customer does not see it. */
  note: textField(500, { multiline: true }).transform((note) => note || undefined),
});
export type ApplicationStatusChange = z.output<typeof ApplicationStatusChangeSchema>;

/** The account behind an application; null once that account is deleted. */
export interface ApplicationCustomerView {
  id: string;
  email: string;
}

/** A row of the console's list: the customer's 'My Orders' line plus who applied. */
export interface AdminApplicationRowView extends ApplicationSummaryView {
  customer: ApplicationCustomerView | null;
}

/** Fields shared by both kinds of detail. Personal fields are null once the account was deleted. */
interface ApplicationDetailBase {
  id: string;
  reference: string;
  status: ApplicationStatus;
  title: string;
  customer: (ApplicationCustomerView & { name: string }) | null;
  /** ISO timestamp of the account deletion that removed the personal fields, or null. */
  personalDataRemovedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPropertyApplicationView extends ApplicationDetailBase {
  kind: 'property';
  property: { id: string; title: string };
  provider: { id: string; name: string };
  feeUsd: number;
  feeNgn: number;
  message: string | null;
  preferredContact: (typeof CONTACT_METHODS)[number];
}

export interface CoveredPersonView {
  role: 'spouse' | 'child' | 'other';
  relationship: (typeof OTHER_RELATIONSHIPS)[number] | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export interface AdminFuneralApplicationView extends ApplicationDetailBase {
  kind: 'funeral';
  plan: {
    id: string;
    planType: FuneralPlanType;
    coverageAmountUsd: number;
    coverageAmountNgn: number;
    monthlyPriceUsd: number;
    monthlyPriceNgn: number;
  };
  principal: {
    firstName: string | null;
    lastName: string | null;
    dateOfBirth: string | null;
    email: string | null;
    phoneNumber: string | null;
    address: string | null;
  };
  coveredPeople: CoveredPersonView[];
  beneficiary: {
    firstName: string | null;
    lastName: string | null;
    relationship: (typeof BENEFICIARY_RELATIONSHIPS)[number] | null;
    phoneNumber: string | null;
  };
}

export type AdminApplicationView = AdminPropertyApplicationView | AdminFuneralApplicationView;

/** The detail page: the application, where it may go next, and what admins did to it, newest first. */
export interface AdminApplicationDetail {
  application: AdminApplicationView;
  nextStatuses: ApplicationStatus[];
  history: AuditEntryView[];
}
