import { z } from 'zod';
import { BENEFICIARY_RELATIONSHIPS, CONTACT_METHODS, PAYER_RELATIONSHIPS } from './order.schema';
import { OrderViewSchema } from './order-view';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';
import { ORDER_STATUSES } from './order-status';
import { LanguageSchema } from '../languages';

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
export const AdminOrderRowViewSchema = z
  .object({
    id: z.string(),
    confirmationNumber: z.string(),
    planName: z.string(),
    status: z.enum(ORDER_STATUSES),
    totalUsd: z.int(),
    totalNgn: z.int(),
    beneficiaryCount: z.int(),
    createdAt: z.iso.datetime(),
    /** Null once the customer's account was deleted. */
    customer: z.object({ id: z.string(), email: z.string() }).nullable(),
  })
  .meta({ id: 'AdminOrderRowView' });
export type AdminOrderRowView = z.infer<typeof AdminOrderRowViewSchema>;

/** Personal fields are null once the customer's account was deleted (DECISIONS 8). */
const AdminBeneficiaryViewSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  countryCode: z.string().nullable(),
  relationship: z.enum(BENEFICIARY_RELATIONSHIPS),
  /** The language her page and messages speak, so support answers her in it (docs/decisions/069). */
  language: LanguageSchema,
  /** Null when one Family price covers everyone on the order. */
  priceUsd: z.int().nullable(),
  priceNgn: z.int().nullable(),
});
export type AdminBeneficiaryView = z.infer<typeof AdminBeneficiaryViewSchema>;

const AdminPayerViewSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  relationship: z.enum(PAYER_RELATIONSHIPS).nullable(),
  contactMethod: z.enum(CONTACT_METHODS).nullable(),
  companyName: z.string().nullable(),
});
export type AdminPayerView = z.infer<typeof AdminPayerViewSchema>;

/** Who made a change: the customer placing the order, a payment provider's confirmation, or an admin. */
const OrderChangeActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('customer') }),
  z.object({ kind: z.literal('system') }),
  /** The email is null once that admin's account is deleted. */
  z.object({ kind: z.literal('admin'), email: z.string().nullable() }),
]);
export type OrderChangeActor = z.infer<typeof OrderChangeActorSchema>;

const AdminOrderHistoryEntrySchema = z.object({
  id: z.string(),
  /** Null for the first entry, when the order was placed. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  at: z.iso.datetime(),
  note: z.string().nullable(),
  by: OrderChangeActorSchema,
});
export type AdminOrderHistoryEntry = z.infer<typeof AdminOrderHistoryEntrySchema>;

/** One order as the console shows it. */
export const AdminOrderViewSchema = OrderViewSchema.pick({
  id: true,
  confirmationNumber: true,
  planId: true,
  planName: true,
  planType: true,
  status: true,
  paymentMethod: true,
  coverageStartDate: true,
  coverageEndDate: true,
  totalUsd: true,
  totalNgn: true,
  createdAt: true,
  payment: true,
  refunds: true,
})
  .extend({
    /** When the account deletion that emptied the personal fields happened, or null. */
    personalDataRemovedAt: z.iso.datetime().nullable(),
    /** Null once the account is deleted. */
    customer: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }).nullable(),
    beneficiaries: z.array(AdminBeneficiaryViewSchema),
    /** Null when the account holder pays (the payer page was skipped). */
    payer: AdminPayerViewSchema.nullable(),
    /** Oldest first. */
    history: z.array(AdminOrderHistoryEntrySchema),
    /** Where an admin may move the order now; empty once it is final. */
    nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  })
  .meta({ id: 'AdminOrderView' });
export type AdminOrderView = z.infer<typeof AdminOrderViewSchema>;
