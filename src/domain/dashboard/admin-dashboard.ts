import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/application-view';
import { ORDER_STATUSES } from '../orders/order-status';
import { AUDITED_ENTITY_LABELS, type AuditedEntity } from '../audit/audit';

/** How many items the dashboard's 'Latest activity' shows. */
export const LATEST_ACTIVITY_SIZE = 10;

export const ACTIVITY_KINDS = [
  'order',
  'property_application',
  'funeral_application',
  'support_request',
  'deletion_request',
  'audit',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Something that happened: a customer's new order or request, or an admin's change. */
const ActivityItemSchema = z.object({
  /** Unique across kinds (the kind and the row's id), for list keys. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Short, and no personal data beyond what the console's lists already show. */
  title: z.string(),
  at: z.iso.datetime(),
  /** The console page to open it. */
  path: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

/** A count for every application status, zeros included. */
const ApplicationCountsSchema = z.record(z.enum(APPLICATION_STATUSES), z.int());

export const AdminDashboardViewSchema = z
  .object({
    /** Every status, zeros included. */
    orders: z.record(z.enum(ORDER_STATUSES), z.int()),
    propertyApplications: ApplicationCountsSchema,
    funeralApplications: ApplicationCountsSchema,
    openSupportRequests: z.int(),
    /** Pending requests, and how many of them are past the 30 days promised (deletion-deadline.ts). */
    deletionRequests: z.object({ pending: z.int(), overdue: z.int() }),
    /** Transfer refunds an admin still has to send and record paid out (docs/decisions/052). */
    refundsDue: z.int(),
    /** Newest first. */
    latestActivity: z.array(ActivityItemSchema),
  })
  .meta({ id: 'AdminDashboardView' });
export type AdminDashboardView = z.infer<typeof AdminDashboardViewSchema>;

const enc = encodeURIComponent;

/**
 * The console page where an admin sees or changes a row of this kind: its own page where it has one, otherwise
 * the list it is managed in. The dashboard's activity and the audit log link through this.
 */
export function consolePathOf(entityType: AuditedEntity, entityId: string): string {
  switch (entityType) {
    case 'order':
      return `/admin/orders/${enc(entityId)}`;
    case 'property':
      return `/admin/properties/${enc(entityId)}`;
    case 'realty_provider':
      return '/admin/providers';
    case 'partner_organisation':
      return '/admin/partners';
    case 'funeral_plan':
      return '/admin/funeral-plans';
    case 'property_application':
      return `/admin/applications/property/${enc(entityId)}`;
    case 'funeral_application':
      return `/admin/applications/funeral/${enc(entityId)}`;
    case 'funeral_claim':
      return `/admin/claims/${enc(entityId)}`;
    case 'support_request':
      return `/admin/support/${enc(entityId)}`;
    case 'deletion_request':
      return '/admin/deletion-requests';
    case 'user':
      return '/admin/users';
    case 'exchange_rate':
      return '/admin/exchange-rates';
  }
}

/** 'Order status changed', 'User role changed': the entity's label and the entry's action. */
export function auditActivityTitle(entityType: AuditedEntity, action: string): string {
  return `${AUDITED_ENTITY_LABELS[entityType]} ${action}`;
}
