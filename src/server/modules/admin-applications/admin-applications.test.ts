import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_APPLICATION_MESSAGES,
  type AdminApplicationDetail,
  type AdminApplicationRowView,
} from '../../../domain/applications/application-admin';
import type { AdminPage } from '../../../domain/admin/admin-page.schema';
import { accessClients, expectAdminOnly, type AccessClients } from '../../../testing/admin-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { propertyApplications, user } from '../../db/schema';
import { removeFuneralApplicationsPersonalData } from '../funeral/funeral.service';
import { applicationFixtures } from '../../../testing/application-fixtures';

let testApp: TestApp;
let clients: AccessClients;
let fixtures: Awaited<ReturnType<typeof applicationFixtures>>;
const db = () => testApp.runtime.database.db;
beforeAll(async () => {
  testApp = await createTestApp();
  clients = await accessClients(testApp);
  fixtures = await applicationFixtures(testApp);
});
afterAll(() => testApp.close());

async function list(query: Record<string, string> = {}) {
  const response = await clients.admin.fetch(`/api/admin/applications?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminPage<AdminApplicationRowView>;
}
const detailPath = (kind: string, id: string) => `/api/admin/applications/${kind}/${id}`;
async function detail(kind: string, id: string) {
  const response = await clients.admin.fetch(detailPath(kind, id));
  expect(response.status).toBe(200);
  return (await response.json()) as AdminApplicationDetail;
}

describe('GET /api/admin/applications', () => {
  it('lists property applications by default, newest first, with the listing, fee and customer', async () => {
    const older = await fixtures.propertyApplication('Older Home');
    const newer = await fixtures.propertyApplication('Newer Home');
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
      amountNgn: fixtures.provider.applicationFeeNgn,
      customer: { id: newer.customer.userId, email: newer.customer.signUp.email },
      createdAt: expect.any(String),
    });
    expect(items.every((item) => item.kind === 'property')).toBe(true);
  });

  it('lists funeral applications with the plan as title and the monthly price as amount', async () => {
    const applied = await fixtures.funeralApplication();
    const { items } = await list({ kind: 'funeral' });
    expect(items.every((item) => item.kind === 'funeral')).toBe(true);
    expect(items.find((item) => item.id === applied.id)).toMatchObject({
      reference: applied.reference,
      title: 'Family Plan, ₦1,000,000 cover',
      amountUsd: fixtures.plan.monthlyPriceUsd,
      amountNgn: fixtures.plan.monthlyPriceNgn,
      customer: { id: applied.customer.userId, email: applied.customer.signUp.email },
    });
  });

  it('filters by status', async () => {
    const rejected = await fixtures.propertyApplication();
    await db()
      .update(propertyApplications)
      .set({ status: 'rejected' })
      .where(eq(propertyApplications.id, rejected.id));
    const { items } = await list({ kind: 'property', status: 'rejected' });
    expect(items.map((item) => item.id)).toEqual([rejected.id]);
    expect((await list({ status: 'pending' })).items.map((item) => item.id)).not.toContain(rejected.id);
  });

  it('finds an application by its reference in any case, or by any part of the account email', async () => {
    const property = await fixtures.propertyApplication();
    const funeral = await fixtures.funeralApplication();
    const byReference = await list({ q: property.reference.toLowerCase() });
    expect(byReference.items.map((item) => item.id)).toEqual([property.id]);
    const emailPart = funeral.customer.signUp.email.split('@')[0]!.toUpperCase();
    const byEmail = await list({ kind: 'funeral', q: emailPart });
    expect(byEmail.items.map((item) => item.id)).toEqual([funeral.id]);
    expect((await list({ q: 'no-such-thing%' })).items).toEqual([]);
  });

  it('pages through the list in the database without repeating or skipping a row', async () => {
    for (let n = 0; n < 3; n++) await fixtures.propertyApplication();
    const all = (await list({ limit: '100' })).items.map((item) => item.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminPage<AdminApplicationRowView> = await list({
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

  it('refuses a cursor it did not make', async () => {
    const response = await clients.admin.fetch('/api/admin/applications?cursor=nonsense');
    expect(response.status).toBe(400);
  });
});

describe('GET /api/admin/applications/:kind/:id', () => {
  it('shows a property application with the listing, provider, fee, message and customer', async () => {
    const applied = await fixtures.propertyApplication('Maitama Villa');
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
        provider: { id: fixtures.provider.id, name: 'Lagos Homes' },
        feeUsd: 75_00,
        feeNgn: fixtures.provider.applicationFeeNgn,
        message: 'I would like to arrange a viewing for my parents next month.',
        preferredContact: 'whatsapp',
      },
      nextStatuses: ['approved', 'rejected', 'cancelled'],
      history: [],
    });
  });

  it('shows a funeral application with the plan, principal member, covered people and beneficiary', async () => {
    const applied = await fixtures.funeralApplication();
    const { application } = await detail('funeral', applied.id);
    const { principal, spouse, children, beneficiary } = applied.input;
    expect(application).toMatchObject({
      kind: 'funeral',
      reference: applied.reference,
      title: 'Family Plan, ₦1,000,000 cover',
      plan: { id: fixtures.plan.id, planType: 'family', coverageAmountNgn: 1_000_000_00 },
      principal,
      beneficiary,
      customer: { id: applied.customer.userId, email: applied.customer.signUp.email },
    });
    expect(application.kind === 'funeral' && application.coveredPeople).toEqual([
      { role: 'spouse', relationship: null, ...spouse },
      ...children!.map((child) => ({ role: 'child', relationship: null, ...child })),
    ]);
  });

  it('keeps personal fields null after the account was deleted', async () => {
    const applied = await fixtures.funeralApplication();
    // What processing a deletion request leaves (that module is tested on its own).
    await removeFuneralApplicationsPersonalData(db(), applied.customer.userId, new Date());
    await db().delete(user).where(eq(user.id, applied.customer.userId));
    const { application } = await detail('funeral', applied.id);
    expect(application).toMatchObject({
      customer: null,
      personalDataRemovedAt: expect.any(String),
      principal: { firstName: null, email: null, address: null },
      coveredPeople: [],
      beneficiary: { firstName: null, relationship: null, phoneNumber: null },
    });
    const { items } = await list({ kind: 'funeral' });
    expect(items.find((item) => item.id === applied.id)?.customer).toBeNull();
  });

  it('answers 404 for an unknown kind, a malformed or unknown id, or an id of the other kind', async () => {
    const applied = await fixtures.propertyApplication();
    for (const path of [
      detailPath('health', applied.id),
      detailPath('property', 'not-a-uuid'),
      detailPath('property', '6f1c1a56-5bd3-4d4e-9a57-4d1b6a0b9b11'),
      detailPath('funeral', applied.id),
    ]) {
      const response = await clients.admin.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: ADMIN_APPLICATION_MESSAGES.notFound },
      });
    }
  });
});
