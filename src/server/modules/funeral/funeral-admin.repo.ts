import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funeralPlans } from '../../db/schema';
import type { FuneralPlanRow, NewFuneralPlan } from './funeral.repo';

/** Every plan, active or not; the service puts them in the plan types' order. */
export async function listAllPlans(db: Db): Promise<FuneralPlanRow[]> {
  return db
    .select()
    .from(funeralPlans)
    .orderBy(asc(funeralPlans.coverageAmountNgn), asc(funeralPlans.monthlyPriceNgn), asc(funeralPlans.id));
}

/** The plan, locked until the transaction ends, so two edits do not each record a stale "before". */
export async function findPlanForUpdate(db: Db, id: string): Promise<FuneralPlanRow | undefined> {
  const [row] = await db.select().from(funeralPlans).where(eq(funeralPlans.id, id)).for('update');
  return row;
}

export async function insertPlan(db: Db, values: NewFuneralPlan): Promise<FuneralPlanRow> {
  const [row] = await db.insert(funeralPlans).values(values).returning();
  if (!row) throw new Error('funeral plan not inserted');
  return row;
}

export async function updatePlan(
  db: Db,
  id: string,
  values: Partial<NewFuneralPlan>,
): Promise<FuneralPlanRow | undefined> {
  const [row] = await db.update(funeralPlans).set(values).where(eq(funeralPlans.id, id)).returning();
  return row;
}
