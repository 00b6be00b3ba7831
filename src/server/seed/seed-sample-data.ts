import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { exchangeRatesSeeder } from './exchange-rates.seed';
import { funeralPlansSeeder } from './funeral-plans.seed';
import { realEstateSeeder } from './real-estate.seed';
import type { SampleDataSeeder } from './sample-data-seeder';

export type { SampleDataSeeder } from './sample-data-seeder';

/** Each domain's seeder lives beside this file and writes through its module's service; they run in this order. */
export const SAMPLE_DATA_SEEDERS: SampleDataSeeder[] = [
  realEstateSeeder,
  funeralPlansSeeder,
  exchangeRatesSeeder,
];

/**
 * Seeds what has never been seeded. A marker row in app_settings is claimed in the same transaction as the data,
 * so two instances starting together seed once, and listings an admin later deletes do not come back.
 */
export async function seedSampleData(db: Db, logger: Logger, seeders = SAMPLE_DATA_SEEDERS) {
  for (const seeder of seeders) {
    const seeded = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(appSettings)
        .values({ key: `sample-data:${seeder.name}`, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appSettings.key });
      if (claimed.length === 0) return false;
      await seeder.seed(tx);
      return true;
    });
    if (seeded) logger.info({ seeder: seeder.name }, 'sample data seeded');
  }
}
