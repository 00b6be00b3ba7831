import { sql } from 'drizzle-orm';
import { HOSPITAL_DIRECTORY } from '../../../domain/catalogue/hospitals';
import type { Db } from '../../db/client';
import { hospitalPlans, hospitals } from '../../db/schema';

/**
 * Writes the catalogue's hospitals (code) into the finder's tables, so the database copy is exactly the code's
 * after every start (docs/decisions/040-hospital-finder.md). One transaction: a search during start-up sees the
 * old copy or the new one, never half. The table lock makes instances starting together take turns.
 */
export async function syncHospitalDirectory(db: Db): Promise<void> {
  const rows = HOSPITAL_DIRECTORY.map(({ plans: _plans, ...hospital }) => hospital);
  const covers = HOSPITAL_DIRECTORY.flatMap((hospital) =>
    hospital.plans.map((cover, position) => ({ hospitalId: hospital.id, ...cover, position })),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${hospitals} in exclusive mode`);
    await tx.delete(hospitalPlans);
    await tx.delete(hospitals);
    await tx.insert(hospitals).values(rows);
    await tx.insert(hospitalPlans).values(covers);
  });
}
