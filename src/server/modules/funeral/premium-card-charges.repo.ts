import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, funeralApplications, funeralPremiumCards, funeralPremiumCheckouts } from '../../db/schema';
import { auditEntriesOf, auditKeyRecorded, listApprovedApplications } from './cover-notices.repo';
import type { PremiumCheckoutRow } from './premium-card.repo';

/** The audit action that records a charge of the saved card, made or about to be (docs/decisions/066 part B). */
export const CARD_CHARGE_MADE = 'premium card charge';

/** Approved applications with a saved card, after `afterId`, by id: the covers the charging job reads. */
export function listCardPaidApplications(db: Db, afterId: string | null) {
  const withCard = sql`exists (select 1 from ${funeralPremiumCards} where ${funeralPremiumCards.applicationId} = ${funeralApplications.id})`;
  return listApprovedApplications(db, afterId, withCard);
}

/** Whether the attempt `key` was made for the application (its audit entry). */
export function chargeWasMade(db: Db, applicationId: string, key: string): Promise<boolean> {
  return auditKeyRecorded(db, applicationId, CARD_CHARGE_MADE, 'charge', key);
}

/**
 * The job's own charges of the application still open: made, but the job stopped before Paystack's answer was
 * applied. Never a checkout the holder opened in the browser (it is theirs to finish).
 */
export async function openCardCharges(db: Db, applicationId: string): Promise<PremiumCheckoutRow[]> {
  const made = await db
    .select({ checkoutId: sql<string>`${auditLog.after}->>'checkoutId'` })
    .from(auditLog)
    .where(auditEntriesOf(applicationId, CARD_CHARGE_MADE));
  const ids = made.map((row) => row.checkoutId).filter(Boolean);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(funeralPremiumCheckouts)
    .where(and(inArray(funeralPremiumCheckouts.id, ids), eq(funeralPremiumCheckouts.status, 'open')))
    .orderBy(asc(funeralPremiumCheckouts.createdAt));
}

/** The currency of the application's latest completed card payment: the card is charged in it again. */
export async function lastCardCurrency(db: Db, applicationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: funeralPremiumCheckouts.chargeCurrency })
    .from(funeralPremiumCheckouts)
    .where(
      and(
        eq(funeralPremiumCheckouts.applicationId, applicationId),
        eq(funeralPremiumCheckouts.status, 'completed'),
      ),
    )
    .orderBy(desc(funeralPremiumCheckouts.completedAt))
    .limit(1);
  return row?.currency;
}
