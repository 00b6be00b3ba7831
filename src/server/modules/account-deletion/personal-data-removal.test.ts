import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import { insertFuneralPlan } from '../../../testing/funeral-plan-factory';
import { createProperty, createProvider } from '../../../testing/property-factories';
import type { TestClient } from '../../../testing/test-client';
import {
  auditLog,
  beneficiaryInvitations,
  deletionRequests,
  orderBeneficiaries,
  orderPayers,
  orders,
  rateLimits,
  savedListings,
  session,
  user,
  verification,
} from '../../db/schema';
import { emailKeySuffix } from '../../http/rate-limit.middleware';
import { findMarkers } from '../../../testing/marker-search';
import { adminNotesAbout, userWithFootprint, type Footprint } from '../../../testing/personal-footprint';

/**
 * Two users who have left personal data everywhere, with admins' notes about each, and the leaving one's
 * deletion request waiting: made for each test, so each processes the request itself.
 */
const it = test.extend('footprints', async ({ testApp, db, admin }) => {
  const funeralPlanId = (await insertFuneralPlan(testApp, 'member_nucleus')).id;
  const propertyId = (await createProperty(db, (await createProvider(db)).id)).id;
  const leaving = await userWithFootprint(testApp, { funeralPlanId, propertyId, index: 0 });
  const staying = await userWithFootprint(testApp, { funeralPlanId, propertyId, index: 1 });
  for (const footprint of [leaving, staying]) await adminNotesAbout(testApp, footprint, admin.userId);
  return { leaving, staying };
});

async function requestIdOf(db: Db, leaving: Footprint): Promise<string> {
  const [row] = await db
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(eq(deletionRequests.userId, leaving.userId));
  if (!row) throw new Error('no deletion request for the leaving user');
  return row.id;
}

const processRequest = (admin: TestClient, requestId: string) =>
  admin.fetch(`/api/admin/deletion-requests/${requestId}/process`, { method: 'POST' });

// Two users' footprints take a while to make on a busy machine.
const TIMEOUT = { timeout: 60_000 };

describe('processing a deletion request', () => {
  it(
    'leaves no personal data of that user in any table, and keeps the orders for the books',
    TIMEOUT,
    async ({ testApp, db, admin, footprints: { leaving } }) => {
      // The markers are really there first, so finding none afterwards means something.
      const before = await findMarkers(testApp, leaving.markers);
      const tablesBefore = new Set(before.map((hit) => hit.table));
      for (const table of [
        'audit_log',
        'user',
        'profiles',
        'order_beneficiaries',
        'order_payers',
        'order_status_changes',
        'funeral_applications',
        'funeral_claims',
        'funeral_claim_links',
        'property_applications',
        'property_viewings',
        'saved_searches',
        'support_requests',
        'deletion_requests',
      ]) {
        expect(tablesBefore, table).toContain(table);
      }
      const counterKeys = like(rateLimits.key, `%${emailKeySuffix(leaving.email)}`);
      expect(await db.$count(rateLimits, counterKeys)).toBeGreaterThan(0);
      expect(await db.$count(verification, eq(verification.value, leaving.userId))).toBeGreaterThan(0);
      expect(await db.$count(session, eq(session.userId, leaving.userId))).toBeGreaterThan(0);
      const savedOf = (userId: string) => db.$count(savedListings, eq(savedListings.userId, userId));
      expect(await savedOf(leaving.userId)).toBe(1);
      const ordersBefore = await db.select().from(orders).where(inArray(orders.id, leaving.orderIds));
      const ownInvitations = inArray(beneficiaryInvitations.orderId, leaving.orderIds);
      const invitationsBefore = await db.select().from(beneficiaryInvitations).where(ownInvitations);
      expect(invitationsBefore).toHaveLength(3);
      expect(invitationsBefore.filter((row) => row.hospitalId !== null)).toHaveLength(2);
      // The paid order's two people were sent links; the pending order's person not yet (docs/decisions/049).
      expect(invitationsBefore.filter((row) => row.tokenHash !== null)).toHaveLength(2);

      const requestId = await requestIdOf(db, leaving);
      const response = await processRequest(admin.client, requestId);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: requestId,
        status: 'processed',
        email: null,
        account: null,
      });

      // Nothing of the user's stays. The paid order's cover runs on, so its two people keep their own details
      // for their own page and card (docs/decisions/050): only those rows still carry the fixture's markers.
      const left = await findMarkers(testApp, leaving.markers);
      expect(new Set(left.map((hit) => hit.table))).toEqual(new Set(['order_beneficiaries']));
      expect(await db.$count(user, eq(user.id, leaving.userId))).toBe(0);
      expect(await db.$count(rateLimits, counterKeys)).toBe(0);
      expect(await db.$count(verification, eq(verification.value, leaving.userId))).toBe(0);
      expect(await db.$count(session, eq(session.userId, leaving.userId))).toBe(0);
      expect(await savedOf(leaving.userId)).toBe(0);

      const ordersAfter = await db.select().from(orders).where(inArray(orders.id, leaving.orderIds));
      expect(ordersAfter).toHaveLength(ordersBefore.length);
      for (const order of ordersBefore) {
        expect(ordersAfter.find((row) => row.id === order.id)).toMatchObject({
          status: order.status,
          totalUsd: order.totalUsd,
          totalNgn: order.totalNgn,
          confirmationNumber: order.confirmationNumber,
          userId: null,
          personalDataRemovedAt: expect.any(Date),
        });
      }
      // The rows stay (the books count beneficiaries and their prices), emptied.
      const beneficiaries = await db
        .select()
        .from(orderBeneficiaries)
        .where(inArray(orderBeneficiaries.orderId, leaving.orderIds));
      expect(beneficiaries).toHaveLength(3);
      expect(beneficiaries.every((row) => row.priceUsd !== null)).toBe(true);
      const [paidId, pendingId] = leaving.orderIds;
      const ofOrder = (id: string | undefined) => beneficiaries.filter((row) => row.orderId === id);
      expect(ofOrder(pendingId).map((row) => row.firstName)).toEqual([null]);
      expect(ofOrder(paidId).every((row) => row.firstName !== null)).toBe(true);
      // On the order waiting for payment the link and hospital go; the consent's answer, version and time stay,
      // tied to a person whose details are gone (docs/decisions/041). On the paid order each person keeps her
      // link and hospital: her page survives the sponsor (docs/decisions/050).
      const invitationsAfter = await db.select().from(beneficiaryInvitations).where(ownInvitations);
      expect(invitationsAfter).toHaveLength(3);
      for (const row of invitationsAfter.filter((each) => each.orderId === pendingId)) {
        expect(row).toMatchObject({ tokenHash: null, hospitalId: null, hospitalName: null });
      }
      for (const row of invitationsAfter.filter((each) => each.orderId === paidId)) {
        expect(row.tokenHash).not.toBeNull();
        expect(row.hospitalId).not.toBeNull();
      }
      expect(invitationsAfter.filter((row) => row.consentDecision === 'given')).toHaveLength(2);
      // A skipped payer page records the account holder as payer: each order keeps an emptied payer row.
      expect(await db.$count(orderPayers, inArray(orderPayers.orderId, leaving.orderIds))).toBe(2);

      const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, requestId));
      expect(entry).toMatchObject({
        actorId: admin.userId,
        action: 'processed',
        entityType: 'deletion_request',
        before: { status: 'pending' },
        after: { status: 'processed', accountDeleted: true },
      });
      const [request] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, requestId));
      expect(request).toMatchObject({
        status: 'processed',
        processedBy: admin.userId,
        processedAt: expect.any(Date),
        email: null,
        reason: null,
      });
    },
  );

  it(
    "leaves another user's data as it was",
    TIMEOUT,
    async ({ testApp, db, admin, footprints: { leaving, staying } }) => {
      expect((await processRequest(admin.client, await requestIdOf(db, leaving))).status).toBe(200);
      const hits = await findMarkers(testApp, staying.markers);
      const tables = new Set(hits.map((hit) => hit.table));
      for (const table of [
        'audit_log',
        'user',
        'profiles',
        'order_beneficiaries',
        'funeral_applications',
        'deletion_requests',
      ]) {
        expect(tables, table).toContain(table);
      }
      expect(await db.$count(user, eq(user.id, staying.userId))).toBe(1);
      const untouched = and(inArray(orders.id, staying.orderIds), isNotNull(orders.personalDataRemovedAt));
      expect(await db.$count(orders, untouched)).toBe(0);
      expect(
        await db.$count(rateLimits, like(rateLimits.key, `%${emailKeySuffix(staying.email)}`)),
      ).toBeGreaterThan(0);
    },
  );
});
