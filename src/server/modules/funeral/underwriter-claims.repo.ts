import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funeralApplications, funeralClaims, funeralPlans, user } from '../../db/schema';

/** The claims still being decided or paid come first: what an underwriter's desk works through. */
const OPEN_FIRST = sql`case when ${funeralClaims.status} in ('paid', 'rejected') then 1 else 0 end`;

/** The claims on the plans one underwriter writes (by its name on the plan), open ones first, newest first. */
export async function listClaimsOfUnderwriter(db: Db, underwriter: string, limit: number) {
  return db
    .select({ claim: funeralClaims, applicationReference: funeralApplications.reference })
    .from(funeralClaims)
    .innerJoin(funeralApplications, eq(funeralApplications.id, funeralClaims.applicationId))
    .innerJoin(funeralPlans, eq(funeralPlans.id, funeralApplications.planId))
    .where(eq(funeralPlans.underwriter, underwriter))
    .orderBy(OPEN_FIRST, desc(funeralClaims.createdAt), desc(funeralClaims.id))
    .limit(limit);
}

/** One claim with its application, only if it is on a plan of that underwriter. */
export async function findClaimOfUnderwriter(db: Db, underwriter: string, id: string) {
  const [row] = await db
    .select({ claim: funeralClaims, application: funeralApplications, holderEmail: user.email })
    .from(funeralClaims)
    .innerJoin(funeralApplications, eq(funeralApplications.id, funeralClaims.applicationId))
    .innerJoin(funeralPlans, eq(funeralPlans.id, funeralApplications.planId))
    .leftJoin(user, eq(user.id, funeralApplications.userId))
    .where(and(eq(funeralClaims.id, id), eq(funeralPlans.underwriter, underwriter)));
  return row;
}
