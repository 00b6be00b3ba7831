import { z } from 'zod';
import { ClaimContactViewSchema } from '../funeral/claim-contact';
import { CoverViewSchema } from '../funeral/cover-view';
import { LedgerEntryViewSchema } from '../funeral/funeral-ledger';
import { textField } from '../accounts/text-field';
import { APPLICATION_STATUSES, ApplicationSummaryViewSchema } from './application-view';
import { BENEFICIARY_RELATIONSHIPS, OTHER_RELATIONSHIPS } from '../funeral/funeral-application.schema';
import { FuneralPlanTermsSchema } from '../funeral/funeral-plan';
import { CONTACT_METHODS } from '../orders/order.schema';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';
import { AuditEntryViewSchema } from '../audit/audit';
import { ViewingViewSchema } from '../property/viewing';

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
const ApplicationCustomerViewSchema = z.object({ id: z.string(), email: z.string() });
export type ApplicationCustomerView = z.infer<typeof ApplicationCustomerViewSchema>;

/** A row of the console's list: the customer's 'My Orders' line plus who applied. */
export const AdminApplicationRowViewSchema = ApplicationSummaryViewSchema.extend({
  customer: ApplicationCustomerViewSchema.nullable(),
}).meta({ id: 'AdminApplicationRowView' });
export type AdminApplicationRowView = z.infer<typeof AdminApplicationRowViewSchema>;

/** Fields shared by both kinds of detail. Personal fields are null once the account was deleted. */
const ApplicationDetailBaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  title: z.string(),
  customer: ApplicationCustomerViewSchema.extend({ name: z.string() }).nullable(),
  /** When the account deletion that removed the personal fields happened, or null. */
  personalDataRemovedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const AdminPropertyApplicationViewSchema = ApplicationDetailBaseSchema.extend({
  kind: z.literal('property'),
  property: z.object({ id: z.string(), title: z.string() }),
  provider: z.object({ id: z.string(), name: z.string() }),
  feeUsd: z.int(),
  feeNgn: z.int(),
  message: z.string().nullable(),
  preferredContact: z.enum(CONTACT_METHODS),
  /** The viewing the customer asked for, or null (docs/decisions/044). */
  viewing: ViewingViewSchema.nullable(),
}).meta({ id: 'AdminPropertyApplicationView' });
export type AdminPropertyApplicationView = z.infer<typeof AdminPropertyApplicationViewSchema>;

const CoveredPersonViewSchema = z.object({
  role: z.enum(['spouse', 'child', 'other']),
  relationship: z.enum(OTHER_RELATIONSHIPS).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
});
export type CoveredPersonView = z.infer<typeof CoveredPersonViewSchema>;

export const AdminFuneralApplicationViewSchema = ApplicationDetailBaseSchema.extend({
  kind: z.literal('funeral'),
  plan: FuneralPlanTermsSchema.extend({ id: z.string() }),
  principal: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
  }),
  coveredPeople: z.array(CoveredPersonViewSchema),
  /** Where the cover stands and its ledger (docs/decisions/054). */
  cover: CoverViewSchema,
  ledger: z.array(LedgerEntryViewSchema),
  /** The ledger's payment a refund may return (refundablePayment), or null. */
  refundable: LedgerEntryViewSchema.nullable(),
  beneficiary: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    relationship: z.enum(BENEFICIARY_RELATIONSHIPS).nullable(),
    phoneNumber: z.string().nullable(),
  }),
  /** Who may start a claim if the holder dies (docs/decisions/067). */
  claimContact: ClaimContactViewSchema.nullable(),
}).meta({ id: 'AdminFuneralApplicationView' });
export type AdminFuneralApplicationView = z.infer<typeof AdminFuneralApplicationViewSchema>;

export const AdminApplicationViewSchema = z.discriminatedUnion('kind', [
  AdminPropertyApplicationViewSchema,
  AdminFuneralApplicationViewSchema,
]);
export type AdminApplicationView = z.infer<typeof AdminApplicationViewSchema>;

/** The detail page: the application, where it may go next, and what admins did to it, newest first. */
export const AdminApplicationDetailSchema = z
  .object({
    application: AdminApplicationViewSchema,
    nextStatuses: z.array(z.enum(APPLICATION_STATUSES)),
    history: z.array(AuditEntryViewSchema),
  })
  .meta({ id: 'AdminApplicationDetail' });
export type AdminApplicationDetail = z.infer<typeof AdminApplicationDetailSchema>;
