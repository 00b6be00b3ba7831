import pino from 'pino';
import { expect } from 'vitest';
import { it } from '../../testing/api-test';
import { eq } from 'drizzle-orm';
import { appSettings } from '../db/schema';
import { seedSampleData, type SampleDataSeeder } from './seed-sample-data';

/** db.execute's result type is the driver's; both drivers' results carry `rows`. */

it('runs each seeder once in the life of a database, even when two starts race', async ({ db }) => {
  let runs = 0;
  const seeder: SampleDataSeeder = {
    name: 'counting',
    seed: async () => {
      runs += 1;
    },
  };
  const logger = pino({ level: 'silent' });
  await Promise.all([seedSampleData(db, logger, [seeder]), seedSampleData(db, logger, [seeder])]);
  await seedSampleData(db, logger, [seeder]);
  expect(runs).toBe(1);
  expect(await db.$count(appSettings, eq(appSettings.key, 'sample-data:counting'))).toBe(1);
});

it('leaves no marker when seeding fails, so the next start tries again', async ({ db }) => {
  const failing: SampleDataSeeder = {
    name: 'failing',
    seed: () => Promise.reject(new Error('disk full')),
  };
  await expect(seedSampleData(db, pino({ level: 'silent' }), [failing])).rejects.toThrow('disk full');
  expect(await db.$count(appSettings, eq(appSettings.key, 'sample-data:failing'))).toBe(0);
});
