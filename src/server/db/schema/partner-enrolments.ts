import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENROLMENT_STATUSES } from '../../../domain/partners/enrolment';
import { isOneOf } from './checks';
import { orderBeneficiaries, orders } from './orders';

/**
 * A health provider's enrolment of one person of an active order (issue 33 point 2), made in the transaction that
 * makes the order active (docs/decisions/9xx-provider-enrolments.md). The provider is the catalogue's id
 * ('homereach'), the key its partner organisation keeps, so enrolments wait for an organisation made later.
 */
export const partnerEnrolments = pgTable(
  'partner_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => orderBeneficiaries.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull().default('pending'),
    /** The provider's own member ID, set on confirmation. */
    memberId: text('member_id'),
    refusedReason: text('refused_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The partner's person or the admin who decided; no foreign key, as the record outlives the account. */
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One enrolment per person: making an order active twice, or a retry, adds nothing.
    uniqueIndex('partner_enrolments_beneficiary_idx').on(table.beneficiaryId),
    // A member ID names one person at its provider.
    uniqueIndex('partner_enrolments_member_id_idx')
      .on(table.providerId, table.memberId)
      .where(sql`${table.memberId} is not null`),
    // The portal's lists and the admins' overdue count: one provider's enrolments of a status, oldest first.
    index('partner_enrolments_provider_status_idx').on(table.providerId, table.status, table.createdAt),
    index('partner_enrolments_status_created_idx').on(table.status, table.createdAt),
    index('partner_enrolments_order_idx').on(table.orderId),
    check('partner_enrolments_status_check', isOneOf(table.status, ENROLMENT_STATUSES)),
  ],
);
