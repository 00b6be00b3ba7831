import type { ApplicationStatus } from '../applications/application-view';
import type { OrderStatus } from '../orders/order-status';
import { AUDITED_ENTITY_LABELS, type AuditedEntity } from './audit';

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
export interface ActivityItem {
  /** Unique across kinds (the kind and the row's id), for list keys. */
  id: string;
  kind: ActivityKind;
  /** Short, and no personal data beyond what the console's lists already show. */
  title: string;
  /** ISO timestamp. */
  at: string;
  /** The console page to open it. */
  path: string;
}

export interface AdminDashboardView {
  /** Every status, zeros included. */
  orders: Record<OrderStatus, number>;
  propertyApplications: Record<ApplicationStatus, number>;
  funeralApplications: Record<ApplicationStatus, number>;
  openSupportRequests: number;
  /** Pending requests, and how many of them are past the 30 days promised (deletion-deadline.ts). */
  deletionRequests: { pending: number; overdue: number };
  /** Newest first. */
  latestActivity: ActivityItem[];
}

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
    case 'funeral_plan':
      return '/admin/funeral-plans';
    case 'property_application':
      return `/admin/applications/property/${enc(entityId)}`;
    case 'funeral_application':
      return `/admin/applications/funeral/${enc(entityId)}`;
    case 'support_request':
      return `/admin/support/${enc(entityId)}`;
    case 'deletion_request':
      return '/admin/deletion-requests';
    case 'user':
      return '/admin/users';
  }
}

/** 'Order status changed', 'User role changed': the entity's label and the entry's action. */
export function auditActivityTitle(entityType: AuditedEntity, action: string): string {
  return `${AUDITED_ENTITY_LABELS[entityType]} ${action}`;
}
