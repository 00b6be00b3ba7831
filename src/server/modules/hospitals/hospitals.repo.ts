import { and, asc, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import {
  MAX_HOSPITAL_RESULTS,
  type HospitalSearch,
  type HospitalView,
} from '../../../domain/catalogue/hospitals';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { hospitalPlans, hospitals } from '../../db/schema';

/**
 * The finder's search: name contains (any case, trigram index), state and town (btree), tier (a plan covering
 * the hospital at that tier); each hospital once with every plan that covers it, by name. One statement.
 */
export async function searchHospitals(
  db: Db,
  search: HospitalSearch,
  limit = MAX_HOSPITAL_RESULTS,
): Promise<{ hospitals: HospitalView[]; truncated: boolean }> {
  const conditions: SQL[] = [];
  if (search.name) conditions.push(ilike(hospitals.name, containsPattern(search.name)));
  if (search.state) conditions.push(eq(hospitals.state, search.state));
  if (search.town) conditions.push(eq(hospitals.town, search.town));
  if (search.tier) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(hospitalPlans)
          .where(and(eq(hospitalPlans.hospitalId, hospitals.id), eq(hospitalPlans.tier, search.tier))),
      ),
    );
  }
  const plans = sql<HospitalView['plans']>`coalesce((
    select json_agg(json_build_object('planId', ${hospitalPlans.planId}, 'planName', ${hospitalPlans.planName},
      'tier', ${hospitalPlans.tier}) order by ${hospitalPlans.position})
    from ${hospitalPlans} where ${hospitalPlans.hospitalId} = ${hospitals.id}), '[]'::json)`;
  const rows = await db
    .select({
      id: hospitals.id,
      name: hospitals.name,
      location: hospitals.location,
      state: hospitals.state,
      town: hospitals.town,
      country: hospitals.country,
      serviceType: hospitals.serviceType,
      sample: hospitals.sample,
      plans,
    })
    .from(hospitals)
    .where(and(...conditions))
    .orderBy(asc(hospitals.name))
    .limit(limit + 1);
  return { hospitals: rows.slice(0, limit), truncated: rows.length > limit };
}
