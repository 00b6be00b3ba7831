import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import type { TestClient } from '../../../testing/test-client';
import {
  ADMIN_APPLICATION_MESSAGES,
  type AdminApplicationDetail,
  type AdminApplicationRowView,
} from '../../../domain/applications/application-admin';
import type { AdminPage } from '../../../domain/admin-page.schema';
import { expectAdminOnly } from '../../../testing/admin-client';
import { propertyApplications, user } from '../../db/schema';
import { removeFuneralApplicationsPersonalData } from '../funeral/funeral.service';
import { applicationFixtures } from '../../../testing/application-fixtures';

/** A listing, a plan and the customers who apply for them, made for each test. */
const it = test.extend('applications', ({ testApp }) => applicationFixtures(testApp));

async function list(admin: TestClient, query: Record<string, string> = {}) {
  const response = await admin.fetch(`/api/admin/applications?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPage<AdminApplicationRowView>;
}
const detailPath = (kind: string, id: string) => `/api/admin/applications/${kind}/${id}`;
async function detail(admin: TestClient, kind: string, id: string) {
  const response = await admin.fetch(detailPath(kind, id));
  expect(response.status).toBe(200);
  return (await response.json()) as AdminApplicationDetail;
}

describe('GET /api/admin/applications', () => {
  it('lists property applications by default, newest first, with the listing, fee and customer', async ({
    clients,
    applications,
  }) => {
    const older = await applications.propertyApplication('Older Home');
    const newer = await applications.propertyApplication('Newer Home');
    const response = await expectAdminOnly(clients, (client) => client.fetch('/api/admin/applications'));
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as AdminPage<AdminApplicationRowView>;
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.find((item) => item.id === newer.id)).toEqual({
      id: newer.id,
      kind: 'property',
      reference: newer.reference,
      title: 'Newer Home',
      status: 'pending',
      amountUsd: 75_00,
      amountNgn: applications.provider.applicationFeeNgn,
      customer: { id: newer.customer.userId, email: newer.customer.signUp.email },
      createdAt: expect.any(String),
    });
    expect(items.every((item) => item.kind === 'property')).toBe(true);
  });

  it('lists funeral applications with the plan as title and the monthly price as amount', async ({
    admin,
    applications,
  }) => {
    const applied = await applications.funeralApplication();
    const { items } = await list(admin.client, { kind: 'funeral' });
    expect(items.every((item) => item.kind === 'funeral')).toBe(true);
    expect(items.find((item) => item.id === applied.id)).toMatchObject({
      reference: applied.reference,
      title: 'Family Plan, ₦1,000,000 cover',
      amountUsd: applications.plan.monthlyPriceUsd,
      amountNgn: applications.plan.monthlyPriceNgn,
      customer: { id: applied.customer.userId, email: applied.customer.signUp.email },
    });
  });

  it('filters by status', async ({ db, admin, applications }) => {
    const rejected = await applications.propertyApplication();
    await db
      .update(propertyApplications)
      .set({ status: 'rejected' })
      .where(eq(propertyApplications.id, rejected.id));
    const { items } = await list(admin.client, { kind: 'property', status: 'rejected' });
    expect(items.map((item) => item.id)).toEqual([rejected.id]);
    expect((await list(admin.client, { status: 'pending' })).items.map((item) => item.id)).not.toContain(
      rejected.id,
    );
  });

  it('finds an application by its reference in any case, or by any part of the account email', async ({
    admin,
    applications,
  }) => {
    const property = await applications.propertyApplication();
    const funeral = await applications.funeralApplication();
    const byReference = await list(admin.client, { q: property.reference.toLowerCase() });
    expect(byReference.items.map((item) => item.id)).toEqual([property.id]);
    const emailPart = funeral.customer.signUp.email.split('@')[0]!.toUpperCase();
    const byEmail = await list(admin.client, { kind: 'funeral', q: emailPart });
    expect(byEmail.items.map((item) => item.id)).toEqual([funeral.id]);
    expect((await list(admin.client, { q: 'no-such-thing%' })).items).toEqual([]);
  });

  it('pages through the list in the database without repeating or skipping a row', async ({
    admin,
    applications,
  }) => {
    for (let n = 0; n < 3; n++) await applications.propertyApplication();
    const all = (await list(admin.client, { limit: '100' })).items.map((item) => item.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminPage<AdminApplicationRowView> = await list(admin.client, {
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a cursor it did not make', async ({ admin }) => {
    const response = await admin.client.fetch('/api/admin/applications?cursor=nonsense');
    expect(response.status).toBe(400);
  });
});

describe('GET /api/admin/applications/:kind/:id', () => {
  it('shows a property application with the listing, provider, fee, message and customer', async ({
    clients,
    applications,
  }) => {
    const applied = await applications.propertyApplication('Maitama Villa');
    const response = await expectAdminOnly(clients, (client) =>
      client.fetch(detailPath('property', applied.id)),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminApplicationDetail;
    expect(body).toEqual({
      application: {
        kind: 'property',
        id: applied.id,
        reference: applied.reference,
        status: 'pending',
        title: 'Maitama Villa',
        customer: {
          id: applied.customer.userId,
          email: applied.customer.signUp.email,
          name: `${applied.customer.signUp.firstName} ${applied.customer.signUp.lastName}`,
        },
        personalDataRemovedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        property: { id: applied.property.id, title: 'Maitama Villa' },
        provider: { id: applications.provider.id, name: 'Lagos Homes' },
        feeUsd: 75_00,
        feeNgn: applications.provider.applicationFeeNgn,
        message: 'I would like to arrange a viewing for my parents next month.',
        preferredContact: 'whatsapp',
        // None asked for yet (decision 044).
        viewing: null,
      },
      nextStatuses: ['approved', 'rejected', 'cancelled'],
      history: [],
    });
  });

  it('shows a funeral application with the plan, principal member, covered people and beneficiary', async ({
    admin,
    applications,
  }) => {
    const applied = await applications.funeralApplication();
    const { application } = await detail(admin.client, 'funeral', applied.id);
    const { principal, spouse, children, beneficiary } = applied.input;
    expect(application).toMatchObject({
      kind: 'funeral',
      reference: applied.reference,
      title: 'Family Plan, ₦1,000,000 cover',
      plan: { id: applications.plan.id, planType: 'family', coverageAmountNgn: 1_000_000_00 },
      // Stored as the forms' phone rule normalises it (decision 030): the 0 after a code dropped, no spaces.
      principal: { ...principal, phoneNumber: '+447700900123' },
      beneficiary,
      customer: { id: applied.customer.userId, email: applied.customer.signUp.email },
    });
    expect(application.kind === 'funeral' && application.coveredPeople).toEqual([
      { role: 'spouse', relationship: null, ...spouse },
      ...children!.map((child) => ({ role: 'child', relationship: null, ...child })),
    ]);
  });

  it('keeps personal fields null after the account was deleted', async ({ db, admin, applications }) => {
    const applied = await applications.funeralApplication();
    // What processing a deletion request leaves (that module is tested on its own).
    await removeFuneralApplicationsPersonalData(db, applied.customer.userId, new Date());
    await db.delete(user).where(eq(user.id, applied.customer.userId));
    const { application } = await detail(admin.client, 'funeral', applied.id);
    expect(application).toMatchObject({
      customer: null,
      personalDataRemovedAt: expect.any(String),
      principal: { firstName: null, email: null, address: null },
      coveredPeople: [],
      beneficiary: { firstName: null, relationship: null, phoneNumber: null },
    });
    const { items } = await list(admin.client, { kind: 'funeral' });
    expect(items.find((item) => item.id === applied.id)?.customer).toBeNull();
  });

  it('answers 404 for an unknown kind, a malformed or unknown id, or an id of the other kind', async ({
    admin,
    applications,
  }) => {
    const applied = await applications.propertyApplication();
    for (const path of [
      detailPath('health', applied.id),
      detailPath('property', 'not-a-uuid'),
      detailPath('property', '6f1c1a56-5bd3-4d4e-9a57-4d1b6a0b9b11'),
      detailPath('funeral', applied.id),
    ]) {
      const response = await admin.client.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: ADMIN_APPLICATION_MESSAGES.notFound },
      });
    }
  });
});
