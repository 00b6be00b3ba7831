import type { Logger } from 'pino';
import { funeralPlansSeeder } from '../../modules/funeral/funeral.seed';
import type { Db } from '../client';
import { realEstateSeeder } from '../../modules/real-estate/real-estate.seed';
import { appSettings } from '../schema';

/** One set of clearly-marked sample data (DECISIONS 24), written once in a database's life. */
export interface SampleDataSeeder {
  name: string;
  seed(tx: Db): Promise<void>;
}

/** Each module adds its seeder here; they run in this order. */
export const SAMPLE_DATA_SEEDERS: SampleDataSeeder[] = [realEstateSeeder, funeralPlansSeeder];

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
