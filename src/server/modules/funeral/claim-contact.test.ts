import { and, asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { CLAIM_CONTACT_MESSAGES } from '../../../domain/funeral/claim-contact';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { makeFuneralApplication } from '../../../testing/funeral-factories';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';
import { auditLog, funeralApplications } from '../../db/schema';
import { removeFuneralApplicationsPersonalData } from './funeral.service';

const it = test.extend('applications', ({ testApp }) => applicationFixtures(testApp));

const put = (client: TestClient, id: string, body: unknown) =>
  client.fetch(`/api/funeral-applications/${id}/claim-contact`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function detailOf(client: TestClient, id: string) {
  const response = await client.fetch(`/api/funeral-applications/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { application: { claimContact: unknown } }).application;
}

describe('the claim contact (docs/decisions/067)', () => {
  it('is named on the application, with the beneficiary’s name, and shown to the holder and the admin', async ({
    testApp,
    applications,
    admin,
  }) => {
    const customer = await signedUpClient(testApp);
    const input = makeFuneralApplication(applications.plan.id, 'family', {
      claimContact: { who: 'beneficiary', phoneNumber: '+234 0803 123 4567', email: '' },
    });
    const made = await customer.client.postJson('/api/funeral-applications', input);
    expect(made.status).toBe(201);
    const { application } = (await made.json()) as { application: { id: string } };

    const expected = {
      who: 'beneficiary',
      firstName: input.beneficiary.firstName,
      lastName: input.beneficiary.lastName,
      phoneNumber: '+2348031234567',
      email: null,
    };
    expect((await detailOf(customer.client, application.id)).claimContact).toEqual(expected);
    const adminView = await admin.client.fetch(`/api/admin/applications/funeral/${application.id}`);
    expect(((await adminView.json()) as { application: unknown }).application).toMatchObject({
      claimContact: expected,
    });
  });

  it('reaches the beneficiary at their own phone number when neither phone nor email is given', async ({
    applications,
  }) => {
    const applied = await applications.funeralApplication();
    const named = await put(applied.customer.client, applied.id, { who: 'beneficiary' });
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({
      claimContact: { who: 'beneficiary', phoneNumber: '8031234567', email: null },
    });
  });

  it('needs a phone or an email, and a name when it is not the beneficiary', async ({
    testApp,
    applications,
  }) => {
    const customer = await signedUpClient(testApp);
    const input = makeFuneralApplication(applications.plan.id, 'family', {
      claimContact: { who: 'other', firstName: '', phoneNumber: '', email: '' },
    });
    const made = await customer.client.postJson('/api/funeral-applications', input);
    expect(made.status).toBe(422);
    const { error } = (await made.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      'claimContact.firstName': CLAIM_CONTACT_MESSAGES.firstName,
      'claimContact.lastName': CLAIM_CONTACT_MESSAGES.lastName,
      'claimContact.phoneNumber': CLAIM_CONTACT_MESSAGES.reachable,
    });
    const badEmail = await customer.client.postJson('/api/funeral-applications', {
      ...input,
      claimContact: { who: 'beneficiary', email: 'not-an-address' },
    });
    expect(badEmail.status).toBe(422);
    expect(((await badEmail.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'claimContact.email': CLAIM_CONTACT_MESSAGES.email,
    });
  });

  it('is named or replaced later by the holder only, audited without the contact’s details', async ({
    testApp,
    applications,
  }) => {
    const applied = await applications.funeralApplication();
    expect((await detailOf(applied.customer.client, applied.id)).claimContact).toBeNull();

    const contact = { who: 'other', firstName: 'Chidi', lastName: 'Eze', email: 'chidi@example.com' };
    const named = await put(applied.customer.client, applied.id, contact);
    expect(named.status).toBe(200);
    const expected = { ...contact, phoneNumber: null };
    expect(await named.json()).toEqual({ claimContact: expected });
    expect((await detailOf(applied.customer.client, applied.id)).claimContact).toEqual(expected);

    const stranger = await signedUpClient(testApp);
    expect((await put(stranger.client, applied.id, contact)).status).toBe(404);
    expect((await put(stranger.client, 'not-a-uuid', contact)).status).toBe(404);

    const db = testApp.runtime.database.db;
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, applied.id), eq(auditLog.action, 'claim contact changed')))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(entries.map((entry) => entry.after)).toEqual([{ who: 'other', phone: false, email: true }]);
    expect(JSON.stringify(entries)).not.toContain('chidi@example.com');
  });

  it('cannot be changed once the application is cancelled', async ({ applications, admin }) => {
    const applied = await applications.funeralApplication();
    const cancelled = await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const refused = await put(applied.customer.client, applied.id, {
      who: 'beneficiary',
      email: 'a@example.com',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: CLAIM_CONTACT_MESSAGES.closed } });
  });

  it('is removed with the holder’s personal data', async ({ testApp, applications }) => {
    const applied = await applications.funeralApplication();
    await put(applied.customer.client, applied.id, {
      who: 'other',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
    });
    const db = testApp.runtime.database.db;
    await db.transaction((tx) =>
      removeFuneralApplicationsPersonalData(tx, applied.customer.userId, new Date()),
    );
    const [row] = await db.select().from(funeralApplications).where(eq(funeralApplications.id, applied.id));
    expect(row).toMatchObject({
      claimContactWho: null,
      claimContactFirstName: null,
      claimContactLastName: null,
      claimContactPhoneNumber: null,
      claimContactEmail: null,
    });
  });
});
