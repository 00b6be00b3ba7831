import { z } from 'zod';
import type { BENEFICIARY_RELATIONSHIPS, CONTACT_METHODS, PAYER_RELATIONSHIPS } from './order.schema';
import type { OrderView } from './order-view';
import { AdminPageQuerySchema, optionalQueryText } from '../admin/admin-page.schema';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

export const ADMIN_ORDER_MESSAGES = {
  searchTooLong: 'Search at most 254 characters',
  statusRequired: 'Choose the new status',
  noteTooLong: 'The note can be at most 500 characters',
  statusMoved: "This order's status changed meanwhile. Reload the order and try again.",
  updated: 'Order status updated',
} as const;

export const MAX_STATUS_NOTE_LENGTH = 500;

/** Kept in the URL by the console, so an unknown status (a hand-edited link) shows every order, not an error. */
export const OrderStatusFilterSchema = optionalQueryText
  .pipe(z.enum(ORDER_STATUSES).optional())
  .catch(undefined);

/**
 * The orders list: an optional status, and `q`, which is the customer's account email when it holds an '@' and
 * otherwise a confirmation number or its beginning.
 */
export const AdminOrdersQuerySchema = AdminPageQuerySchema.extend({
  status: OrderStatusFilterSchema,
  q: optionalQueryText.pipe(z.string().max(254, ADMIN_ORDER_MESSAGES.searchTooLong).optional()),
});
export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;

export const OrderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.statusRequired }),
  /** For the history and the audit log; the customer is not shown it. Blank means none. */
  note: z
    .string()
    .trim()
    .max(MAX_STATUS_NOTE_LENGTH, ADMIN_ORDER_MESSAGES.noteTooLong)
    .nullish()
    .transform((note) => note || undefined),
});
export type OrderStatusChange = z.output<typeof OrderStatusChangeSchema>;
export type OrderStatusChangeInput = z.input<typeof OrderStatusChangeSchema>;

/** One line of the console's orders list. Amounts are minor units. */
export interface AdminOrderRowView {
  id: string;
  confirmationNumber: string;
  planName: string;
  status: OrderStatus;
  totalUsd: number;
  totalNgn: number;
  beneficiaryCount: number;
  /** ISO timestamp. */
  createdAt: string;
  /** Null once the customer's account was deleted. */
  customer: { id: string; email: string } | null;
}

/** Personal fields are null once the customer's account was deleted (DECISIONS 8). */
export interface AdminBeneficiaryView {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string | null;
  address: string | null;
  countryCode: string | null;
  relationship: (typeof BENEFICIARY_RELATIONSHIPS)[number];
  /** Null when one Family price covers everyone on the order. */
  priceUsd: number | null;
  priceNgn: number | null;
}

export interface AdminPayerView {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  address: string | null;
  relationship: (typeof PAYER_RELATIONSHIPS)[number] | null;
  contactMethod: (typeof CONTACT_METHODS)[number] | null;
  companyName: string | null;
}

/** Who made a change: the customer placing the order, a payment provider's confirmation, or an admin. */
export type OrderChangeActor =
  | { kind: 'customer' }
  | { kind: 'system' }
  /** The email is null once that admin's account is deleted. */
  | { kind: 'admin'; email: string | null };

export interface AdminOrderHistoryEntry {
  id: string;
  /** Null for the first entry, when the order was placed. */
  from: OrderStatus | null;
  to: OrderStatus;
  /** ISO timestamp. */
  at: string;
  note: string | null;
  by: OrderChangeActor;
}

/** One order as the console shows it. */
export interface AdminOrderView extends Pick<
  OrderView,
  | 'id'
  | 'confirmationNumber'
  | 'planId'
  | 'planName'
  | 'planType'
  | 'status'
  | 'paymentMethod'
  | 'coverageStartDate'
  | 'totalUsd'
  | 'totalNgn'
  | 'createdAt'
> {
  /** ISO timestamp of the account deletion that emptied the personal fields, or null. */
  personalDataRemovedAt: string | null;
  /** Null once the account is deleted. */
  customer: { id: string; email: string; name: string | null } | null;
  beneficiaries: AdminBeneficiaryView[];
  /** Null when the account holder pays (the payer page was skipped). */
  payer: AdminPayerView | null;
  /** Oldest first. */
  history: AdminOrderHistoryEntry[];
  /** Where an admin may move the order now; empty once it is final. */
  nextStatuses: OrderStatus[];
}
