import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { funeralPlans, properties, realtyProviders } from './schema';
import type { Db } from './client';
import { compileRowMapping } from './compiled-rows';
import { preparedOnce } from './prepared';

// Drizzle's own row mapping: exported, though its type is marked internal.
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => unknown;
};

// Statements are only prepared here, never run: the pool never connects.
const db = drizzle(new pg.Pool(), {}) as unknown as Db;

interface Prepared {
  fields: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}
const internals = (statement: unknown) => statement as Prepared;

const PROPERTY = [
  '6f1c1d2e-0000-4000-8000-000000000001',
  '6f1c1d2e-0000-4000-8000-000000000002',
  'Ocean Villa',
  'Lekki, Lagos',
  'Lagos',
  'Lekki',
  'Five rooms by the sea',
  'Villa',
  5,
  4,
  3200,
  50_000_000,
  77_500_000_000,
  '/media/sample/villa.svg',
  ['/media/sample/villa.svg', '/media/sample/pool.svg'],
  true,
  false,
  '2026-10-01 09:00:00+00',
  'Certificate of Occupancy',
  'verified',
  '2026-09-30',
  'LASRERA/123',
  '2026-10-01 10:00:00.123456+00',
  '2026-10-02 11:30:00.5+00',
];
const PROVIDER = [
  '6f1c1d2e-0000-4000-8000-000000000002',
  'Lagos Homes',
  'Verified agents',
  '/media/sample/logo.svg',
  5000,
  7_750_000,
  true,
  '2026-01-01 00:00:00+00',
  '2026-01-01 00:00:00+00',
];

/** Drizzle's own mapping and the compiled one, as JSON so the keys' order counts too. */
function bothMappings(statement: unknown, rows: unknown[][]) {
  const { fields, joinsNotNullableMap } = internals(statement);
  const drizzles = rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
  const compiled = internals(compileRowMapping(statement)).customResultMapper?.(rows);
  return { drizzles: JSON.stringify(drizzles), compiled: JSON.stringify(compiled) };
}

describe('compileRowMapping', () => {
  it("maps a table, a join and an SQL column exactly as Drizzle does, nulls and the keys' order included", () => {
    const join = db
      .select({
        property: properties,
        provider: realtyProviders,
        cursorAt: sql<string>`to_char(now(), 'YYYY')`,
      })
      .from(properties)
      .innerJoin(realtyProviders, eq(realtyProviders.id, properties.providerId))
      .prepare('compiled_join');
    const withNulls = [...PROPERTY.slice(0, 4), null, ...PROPERTY.slice(5)];
    const { drizzles, compiled } = bothMappings(join, [
      [...PROPERTY, ...PROVIDER, '2026'],
      [...withNulls, ...PROVIDER, null],
    ]);
    expect(compiled).toBe(drizzles);
    expect(JSON.parse(compiled)[0].property.createdAt).toBe('2026-10-01T10:00:00.123Z');
  });

  it('maps plain top-level columns', () => {
    const plans = db
      .select({ id: funeralPlans.id, type: funeralPlans.planType })
      .from(funeralPlans)
      .prepare('compiled_plans');
    const { drizzles, compiled } = bothMappings(plans, [['6f1c1d2e-0000-4000-8000-000000000003', 'family']]);
    expect(compiled).toBe(drizzles);
  });

  it("leaves an outer join to Drizzle, which turns a missing side's columns into null", () => {
    const outer = db
      .select({ provider: realtyProviders, property: properties })
      .from(realtyProviders)
      .leftJoin(properties, eq(properties.providerId, realtyProviders.id))
      .prepare('compiled_outer');
    expect(internals(compileRowMapping(outer)).customResultMapper).toBeUndefined();
  });

  it('is what every statement prepared once maps its rows with', () => {
    const statement = preparedOnce(db, 'compiled_providers', (name) =>
      db.select().from(realtyProviders).prepare(name),
    );
    const mapped = internals(statement).customResultMapper?.([PROVIDER]);
    expect(mapped).toEqual([expect.objectContaining({ name: 'Lagos Homes', applicationFeeUsd: 5000 })]);
  });
});
