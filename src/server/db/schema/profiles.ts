import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../domain/accounts/profile.schema';
import { user } from './auth';

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  contactNumber: text('contact_number'),
  country: text('country').notNull(),
  preferredCurrency: text('preferred_currency', { enum: CURRENCIES }).notNull().default('USD'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
