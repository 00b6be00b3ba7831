import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { HOSPITAL_DIRECTORY, type HospitalEntry } from '../../../domain/catalogue/hospitals';
import type { Db } from '../../db/client';
import { appSettings, hospitalPlans, hospitals } from '../../db/schema';

/** The digest of the catalogue the tables were last written from, kept with the server's other settings. */
const WRITTEN_DIGEST_KEY = 'hospital_directory_digest';

/**
 * Writes the catalogue's hospitals (code) into the finder's tables, so the database copy is exactly the code's
 * after every start (docs/decisions/040-hospital-finder.md). One transaction: a search during start-up sees the
 * old copy or the new one, never half. The table lock makes instances starting together take turns.
 *
 * A restart with the catalogue unchanged writes nothing: the digest of what was written last matches and the row
 * count says the tables still hold it. Rewriting both tables cost about a tenth of a restart (issue 31, point 2)
 * and left the dead rows of the old copy behind every time.
 */
export async function syncHospitalDirectory(
  db: Db,
  directory: readonly HospitalEntry[] = HOSPITAL_DIRECTORY,
): Promise<'written' | 'unchanged'> {
  const rows = directory.map(({ plans: _plans, ...hospital }) => hospital);
  const covers = directory.flatMap((hospital) =>
    hospital.plans.map((cover, position) => ({ hospitalId: hospital.id, ...cover, position })),
  );
  const digest = createHash('sha256')
    .update(JSON.stringify([rows, covers]))
    .digest('hex');
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${hospitals} in exclusive mode`);
    const [written] = await tx
      .select({ digest: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, WRITTEN_DIGEST_KEY));
    const held = (await tx.$count(hospitals)) + (await tx.$count(hospitalPlans));
    if (written?.digest === digest && held === rows.length + covers.length) return 'unchanged';
    await tx.delete(hospitalPlans);
    await tx.delete(hospitals);
    await tx.insert(hospitals).values(rows);
    await tx.insert(hospitalPlans).values(covers);
    await tx
      .insert(appSettings)
      .values({ key: WRITTEN_DIGEST_KEY, value: digest })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: digest } });
    return 'written';
  });
}
