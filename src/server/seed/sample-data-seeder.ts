import type { Db } from '../db/client';

/**
 * One set of clearly-marked sample data (DECISIONS 24), written once in a database's life. In a file of its own so
 * that the seeders and seed-sample-data.ts, which lists them, do not import each other.
 */
export interface SampleDataSeeder {
  name: string;
  seed(tx: Db): Promise<void>;
}
