import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * The hospital finder's copy of the catalogue's hospitals (src/domain/catalogue/hospitals.ts), written from the
 * code at start-up (hospital-directory.sync.ts), so the search runs in the database with indexes
 * (docs/decisions/040-hospital-finder.md). The code is the source: nothing else writes these tables, and the test
 * reset leaves them as start-up wrote them.
 */
export const hospitals = pgTable(
  'hospitals',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    /** Null for a hospital abroad. */
    state: text('state'),
    town: text('town').notNull(),
    country: text('country').notNull(),
    serviceType: text('service_type'),
    sample: boolean('sample').notNull(),
  },
  (table) => [
    // Case-insensitive "contains" on the name (ILIKE '%…%'); pg_trgm from migration 0003. Without fastupdate: the
    // rows change only at start-up, and a pending list (GIN's unmerged inserts, until a vacuum) is scanned in full
    // by every search: 3 ms instead of 0.05 ms for a rare name part among 20,000 hospitals, and the planner, seeing
    // it, chose a sequential scan (17–20 ms).
    index('hospitals_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('hospitals_state_town_name_idx').on(table.state, table.town, table.name),
    index('hospitals_name_idx').on(table.name),
  ],
);

/** Which plans cover a hospital, at which tier; `position` keeps the catalogue's order of plans. */
export const hospitalPlans = pgTable(
  'hospital_plans',
  {
    hospitalId: text('hospital_id')
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    tier: text('tier').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hospitalId, table.planId] }),
    index('hospital_plans_tier_hospital_idx').on(table.tier, table.hospitalId),
  ],
);

/** Tables the test reset keeps: start-up fills them from code, not a test. */
export const CATALOGUE_COPY_TABLES = ['hospitals', 'hospital_plans'] as const;
