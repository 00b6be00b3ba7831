import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import type { Db } from '../../db/client';
import {
  ADMIN_APPLICATION_MESSAGES,
  type AdminApplicationDetail,
  type ApplicationKind,
} from '../../../domain/applications/application-admin';
import { refusedApplicationChangeMessage } from '../../../domain/applications/application-status';
import type { ApplicationStatus } from '../../../domain/applications/application-view';
import { expectAdminOnly } from '../../../testing/admin-client';
import type { ErrorResponse } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import type { TestClient } from '../../../testing/test-client';
import { auditLog, funeralApplications, notifications, propertyApplications, user } from '../../db/schema';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { setFuneralApplicationStatus } from '../funeral/funeral.repo';

/** A listing, a plan and the customers who apply for them, made for each test. */
const it = test.extend('applications', ({ testApp }) => applicationFixtures(testApp));
type Applications = Awaited<ReturnType<typeof applicationFixtures>>;

const applyAs = (applications: Applications, kind: ApplicationKind) =>
  kind === 'property' ? applications.propertyApplication() : applications.funeralApplication();
const change = (client: TestClient, kind: string, id: string, body: unknown) =>
  client.postJson(`/api/admin/applications/${kind}/${id}/status`, body);

/** Puts an application straight into a status, as if earlier changes had been made. */
async function setStatus(db: Db, kind: ApplicationKind, id: string, status: ApplicationStatus) {
  const table = kind === 'property' ? propertyApplications : funeralApplications;
  await db.update(table).set({ status }).where(eq(table.id, id));
}
const auditOf = (db: Db, id: string) => db.select().from(auditLog).where(eq(auditLog.entityId, id));
const allNoticesOf = (db: Db, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));
const noticesOf = (db: Db, userId: string, title: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe('POST /api/admin/applications/:kind/:id/status', () => {
  it('approves as an admin only, and tells the customer in-app and by mail', async ({
    testApp,
    clients,
    db,
    applications,
    admin,
  }) => {
    const applied = await applications.propertyApplication('Lekki Duplex');
    const response = await expectAdminOnly(clients, (client) =>
      change(client, 'property', applied.id, { status: 'approved', note: 'Fee received' }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminApplicationDetail;
    expect(body.application.status).toBe('approved');
    expect(body.nextStatuses).toEqual(['cancelled']);
    expect(body.history).toEqual([
      expect.objectContaining({
        actor: { id: admin.userId, email: expect.any(String) },
        action: 'status changed',
        entityType: 'property_application',
        entityId: applied.id,
        before: { status: 'pending' },
        after: { status: 'approved', note: 'Fee received' },
      }),
    ]);

    const [notice] = await noticesOf(db, applied.customer.userId, 'Application approved');
    expect(notice).toMatchObject({
      body: `Your application ${applied.reference} for Lekki Duplex was approved.`,
      link: `/profile/applications/property/${applied.id}`,
    });
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === applied.customer.signUp.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Application approved/);
    expect(mails[0]!.decoded).toContain(
      `Your application ${applied.reference} for Lekki Duplex was approved.`,
    );
    expect(mails[0]!.decoded).toContain('http://localhost:3000/profile');
  });

  it.for([
    ['property', 'pending', 'approved', 'Application approved'],
    ['property', 'pending', 'rejected', 'Application rejected'],
    ['property', 'pending', 'cancelled', 'Application cancelled'],
    ['property', 'approved', 'cancelled', 'Application cancelled'],
    ['funeral', 'pending', 'approved', 'Application approved'],
    ['funeral', 'pending', 'rejected', 'Application rejected'],
    ['funeral', 'pending', 'cancelled', 'Application cancelled'],
    ['funeral', 'approved', 'cancelled', 'Application cancelled'],
  ] as const)(
    'moves a %s application from %s to %s',
    async ([kind, from, to, title], { db, applications, admin }) => {
      const applied = await applyAs(applications, kind);
      await setStatus(db, kind, applied.id, from);
      const response = await change(admin.client, kind, applied.id, { status: to });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AdminApplicationDetail).application.status).toBe(to);
      expect(await auditOf(db, applied.id)).toEqual([
        expect.objectContaining({
          actorId: admin.userId,
          action: 'status changed',
          entityType: `${kind}_application`,
          before: { status: from },
          after: { status: to },
        }),
      ]);
      const [notice] = await noticesOf(db, applied.customer.userId, title);
      expect(notice?.body).toContain(applied.reference);
      if (kind === 'funeral') expect(notice?.body).toContain('for the Family Plan, ₦1,000,000 cover');
    },
  );

  it.for([
    ['property', 'rejected', 'approved'],
    ['property', 'cancelled', 'pending'],
    ['property', 'approved', 'rejected'],
    ['property', 'approved', 'approved'],
    ['funeral', 'rejected', 'cancelled'],
    ['funeral', 'cancelled', 'approved'],
    ['funeral', 'pending', 'pending'],
  ] as const)(
    'refuses a %s application going from %s to %s with 409',
    async ([kind, from, to], { admin, db, applications }) => {
      const applied = await applyAs(applications, kind);
      await setStatus(db, kind, applied.id, from);
      const noticesBefore = await allNoticesOf(db, applied.customer.userId);
      const response = await change(admin.client, kind, applied.id, { status: to });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: 'conflict', message: refusedApplicationChangeMessage(from, to) },
      });
      const after = await admin.client.fetch(`/api/admin/applications/${kind}/${applied.id}`);
      expect(await after.json()).toMatchObject({ application: { status: from }, history: [] });
      expect(await allNoticesOf(db, applied.customer.userId)).toEqual(noticesBefore);
    },
  );

  it('lets only one of two racing changes through; the other gets 409', async ({
    db,
    admin,
    applications,
  }) => {
    const applied = await applications.funeralApplication();
    const answers = await Promise.all([
      change(admin.client, 'funeral', applied.id, { status: 'approved' }),
      change(admin.client, 'funeral', applied.id, { status: 'rejected' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(db, applied.id)).toHaveLength(1);
    // The loser's conditional update, however the two interleave, finds the status moved and writes nothing.
    expect(await setFuneralApplicationStatus(db, applied.id, 'pending', 'cancelled')).toBeUndefined();
  });

  it("changes the status of an application whose customer's account is gone, telling no one", async ({
    testApp,
    db,
    admin,
    applications,
  }) => {
    const applied = await applications.propertyApplication();
    await db.delete(user).where(eq(user.id, applied.customer.userId));
    const response = await change(admin.client, 'property', applied.id, { status: 'cancelled' });
    expect(response.status).toBe(200);
    expect((await readOutbox(testApp)).filter((mail) => mail.to === applied.customer.signUp.email)).toEqual(
      [],
    );
  });

  it('refuses an unknown status with 422 and an unknown application with 404', async ({
    admin,
    applications,
  }) => {
    const applied = await applications.propertyApplication();
    const invalid = await change(admin.client, 'property', applied.id, { status: 'done' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as ErrorResponse).error.fields).toEqual({
      status: ADMIN_APPLICATION_MESSAGES.status,
    });
    for (const [kind, id] of [
      ['funeral', applied.id],
      ['orders', applied.id],
      ['property', 'nope'],
    ]) {
      const response = await change(admin.client, kind!, id!, { status: 'approved' });
      expect(response.status).toBe(404);
    }
  });
});
