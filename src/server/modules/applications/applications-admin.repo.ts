import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminApplicationsQuery } from '../../../domain/applications/application-admin';
import type { Db } from '../../db/client';
import { cursorTime, olderThan, type KeysetCursor } from '../../db/keyset-cursor';
import { containsPattern } from '../../db/like-pattern';
import {
  funeralApplications,
  properties,
  propertyApplications,
  realtyProviders,
  user,
} from '../../db/schema';

type ApplicationTable = typeof propertyApplications | typeof funeralApplications;
type ListFilter = Pick<AdminApplicationsQuery, 'status' | 'q'>;

/** The account behind an application, while it exists. */
const customer = { id: user.id, email: user.email, name: user.name };

/**
 * Status, search and the page's start. With a status, the (status, created_at, id) index gives the rows in
 * order; the search is a case-insensitive "contains" on the reference or the account's email.
 */
function listConditions(table: ApplicationTable, filter: ListFilter, after: KeysetCursor | undefined) {
  const conditions: Array<SQL | undefined> = [];
  if (filter.status) conditions.push(eq(table.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(table.reference, pattern), ilike(user.email, pattern)));
  }
  if (after) conditions.push(olderThan(table.createdAt, table.id, after));
  return and(...conditions);
}

/** One page of property applications, newest first, each with its listing's title and the applicant's email. */
export async function listPropertyApplications(
  db: Db,
  filter: ListFilter,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const table = propertyApplications;
  return db
    .select({
      id: table.id,
      reference: table.reference,
      status: table.status,
      title: properties.title,
      amountUsd: table.feeUsd,
      amountNgn: table.feeNgn,
      customerId: user.id,
      customerEmail: user.email,
      createdAt: table.createdAt,
      cursorAt: cursorTime(table.createdAt),
    })
    .from(table)
    .innerJoin(properties, eq(properties.id, table.propertyId))
    .leftJoin(user, eq(user.id, table.userId))
    .where(listConditions(table, filter, after))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
}

/** One page of funeral applications, newest first, with the plan snapshot and the applicant's email. */
export async function listFuneralApplications(
  db: Db,
  filter: ListFilter,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const table = funeralApplications;
  return db
    .select({
      id: table.id,
      reference: table.reference,
      status: table.status,
      planType: table.planType,
      coverageAmountNgn: table.coverageAmountNgn,
      amountUsd: table.monthlyPriceUsd,
      amountNgn: table.monthlyPriceNgn,
      customerId: user.id,
      customerEmail: user.email,
      createdAt: table.createdAt,
      cursorAt: cursorTime(table.createdAt),
    })
    .from(table)
    .leftJoin(user, eq(user.id, table.userId))
    .where(listConditions(table, filter, after))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
}

export async function findPropertyApplication(db: Db, id: string) {
  const [row] = await db
    .select({
      application: propertyApplications,
      property: { id: properties.id, title: properties.title },
      provider: { id: realtyProviders.id, name: realtyProviders.name },
      customer,
    })
    .from(propertyApplications)
    .innerJoin(properties, eq(properties.id, propertyApplications.propertyId))
    .innerJoin(realtyProviders, eq(realtyProviders.id, properties.providerId))
    .leftJoin(user, eq(user.id, propertyApplications.userId))
    .where(eq(propertyApplications.id, id));
  return row;
}

export async function findFuneralApplication(db: Db, id: string) {
  const [row] = await db
    .select({ application: funeralApplications, customer })
    .from(funeralApplications)
    .leftJoin(user, eq(user.id, funeralApplications.userId))
    .where(eq(funeralApplications.id, id));
  return row;
}
