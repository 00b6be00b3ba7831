import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { APPLICATION_NOT_FOUND } from '../../../../domain/applications/application-view';
import { PARTNER_MESSAGES } from '../../../../domain/partners/partner';
import { VIEWING_MESSAGES } from '../../../../domain/property/viewing';
import { test } from '../../../../testing/api-test';
import { applicationFixtures } from '../../../../testing/application-fixtures';
import { readOutbox } from '../../../../testing/outbox';
import { createPartnerOrganisation, partnerClient } from '../../../../testing/partners';
import { makePdf } from '../../../../testing/pdf-files';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { auditEntries } from '../../../../testing/real-estate-admin';
import {
  inDays,
  realtyFirm,
  realtyOrganisation,
  sendRealtyTitleDocument,
} from '../../../../testing/realty-partners';
import type { TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { properties } from '../../../db/schema';

const it = test.extend('fixtures', async ({ testApp }) => applicationFixtures(testApp));
type Fixtures = Awaited<ReturnType<typeof applicationFixtures>>;

/** Every route this part adds, for one application and listing, as the given client calls them, one by one. */
async function everyRoute(client: TestClient, base: string, applicationId: string, propertyId: string) {
  const calls = [
    () => client.fetch(`${base}/applications`),
    () => client.fetch(`${base}/viewings`),
    () => client.fetch(`${base}/applications/${applicationId}`),
    () => client.postJson(`${base}/applications/${applicationId}/status`, { status: 'approved' }),
    () =>
      client.postJson(`${base}/applications/${applicationId}/viewing`, {
        action: 'confirm',
        date: inDays(3),
      }),
    () => client.fetch(`${base}/listings`),
    () => sendRealtyTitleDocument(client, base, propertyId, makePdf()),
  ];
  const responses: Response[] = [];
  for (const call of calls) responses.push(await call());
  return responses;
}

/** Each answer is the 404 an organisation that does not exist gets, with its message. */
async function expectNoOrganisation(responses: Response[]) {
  for (const response of responses) {
    expect(response.status, response.url).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.notFound } });
  }
}

/** A pending application to the fixtures' provider with a viewing asked for, and that provider's firm. */
async function appliedWithViewing(testApp: TestApp, admin: TestClient, fixtures: Fixtures) {
  const application = await fixtures.propertyApplication();
  await application.customer.client.postJson(`/api/property-applications/${application.id}/viewing`, {
    mode: 'video',
    dates: [inDays(3)],
  });
  return { application, firm: await realtyFirm(testApp, admin, fixtures.provider.id) };
}

describe("a realty firm's portal: only its own listings' applications", () => {
  it("answers another realty firm's manager 404 on every route of this firm", async ({
    testApp,
    admin,
    fixtures,
  }) => {
    const application = await fixtures.propertyApplication();
    const firm = await realtyOrganisation(admin.client, fixtures.provider.id);
    const provider = await createProvider(testApp.runtime.database.db);
    const other = await realtyFirm(testApp, admin.client, provider.id);
    await expectNoOrganisation(
      await everyRoute(other.manager, firm.base, application.id, application.property.id),
    );
  });

  it("answers a health provider's manager 404 on this firm's routes and on its own organisation's", async ({
    testApp,
    admin,
    fixtures,
  }) => {
    const application = await fixtures.propertyApplication();
    const firm = await realtyOrganisation(admin.client, fixtures.provider.id);
    const health = await createPartnerOrganisation(admin.client, 'health_provider');
    const { client: healthManager } = await partnerClient(testApp, health.id, { role: 'manager' });
    // Its own organisation is not a realty firm: the same 404 and message as another partner's.
    for (const base of [firm.base, `/api/partner/organisations/${health.id}/realty`]) {
      await expectNoOrganisation(
        await everyRoute(healthManager, base, application.id, application.property.id),
      );
    }
  });

  it("keeps another firm, on its own organisation, off this firm's application and listing", async ({
    testApp,
    admin,
    fixtures,
  }) => {
    const { application, firm } = await appliedWithViewing(testApp, admin.client, fixtures);
    const other = await realtyFirm(
      testApp,
      admin.client,
      (await createProvider(testApp.runtime.database.db)).id,
    );
    const [list, , detail, status, viewing, , upload] = await everyRoute(
      other.manager,
      other.base,
      application.id,
      application.property.id,
    );
    expect(await list!.json()).toEqual({ applications: [] });
    for (const response of [detail!, status!, viewing!]) {
      expect(response.status, response.url).toBe(404);
      expect(await response.json()).toMatchObject({ error: { message: APPLICATION_NOT_FOUND } });
    }
    expect(upload!.status).toBe(404);
    // Nothing changed, and the firm itself sees it.
    const own = await firm.manager.fetch(`${firm.base}/applications/${application.id}`);
    expect(await own.json()).toMatchObject({
      application: {
        status: 'pending',
        viewing: { status: 'requested' },
        nextStatuses: ['approved', 'rejected', 'cancelled'],
      },
    });
  });

  it('lists applications and viewings with the buyer, and its listings with their title packs', async ({
    testApp,
    admin,
    fixtures,
  }) => {
    const withViewing = await fixtures.propertyApplication('Ikoyi Garden House');
    await fixtures.propertyApplication('Lekki Phase 1 Duplex');
    await withViewing.customer.client.postJson(`/api/property-applications/${withViewing.id}/viewing`, {
      mode: 'video',
      dates: [inDays(3), inDays(4)],
    });
    const firm = await realtyFirm(testApp, admin.client, fixtures.provider.id);
    const { applications } = await (await firm.manager.fetch(`${firm.base}/applications`)).json();
    expect(applications.map((one: { listing: { title: string } }) => one.listing.title)).toEqual([
      'Lekki Phase 1 Duplex',
      'Ikoyi Garden House',
    ]);
    expect(applications[1]).toMatchObject({
      reference: withViewing.reference,
      applicant: { email: withViewing.customer.signUp.email },
      preferredContact: 'whatsapp',
    });
    const viewings = await (await firm.manager.fetch(`${firm.base}/viewings`)).json();
    expect(viewings.applications.map((one: { id: string }) => one.id)).toEqual([withViewing.id]);
    const { listings } = await (await firm.manager.fetch(`${firm.base}/listings`)).json();
    expect(listings.map((one: { title: string }) => one.title)).toEqual([
      'Ikoyi Garden House',
      'Lekki Phase 1 Duplex',
    ]);
    expect(listings[0]).toMatchObject({ titleStatus: 'not_verified', documents: [] });
  });
});

describe("a realty firm's answers", () => {
  it("confirms a viewing: the buyer is mailed once and reads the step under the firm's name", async ({
    testApp,
    admin,
    fixtures,
    db,
  }) => {
    const application = await fixtures.propertyApplication('Ikoyi Garden House');
    const dates = [inDays(3), inDays(5)];
    const customer = application.customer;
    await customer.client.postJson(`/api/property-applications/${application.id}/viewing`, {
      mode: 'video',
      dates,
    });
    const firm = await realtyFirm(testApp, admin.client, fixtures.provider.id);
    const path = `${firm.base}/applications/${application.id}/viewing`;

    const notOffered = await firm.manager.postJson(path, { action: 'confirm', date: inDays(9) });
    expect(notOffered.status).toBe(422);
    expect((await notOffered.json()).error.fields).toEqual({ date: VIEWING_MESSAGES.notPreferred });
    const past = await firm.manager.postJson(path, { action: 'propose', date: inDays(0) });
    expect((await past.json()).error.fields).toEqual({ date: VIEWING_MESSAGES.futureDate });

    const proposed = await firm.manager.postJson(path, { action: 'propose', date: inDays(9) });
    expect(proposed.status).toBe(200);
    const confirmed = await firm.manager.postJson(path, { action: 'confirm', date: inDays(9) });
    expect((await confirmed.json()).application.viewing).toMatchObject({
      status: 'confirmed',
      scheduledDate: inDays(9),
    });

    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === customer.signUp.email);
    expect(mails.filter((mail) => mail.subject?.startsWith('Viewing confirmed'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject?.startsWith('New viewing date proposed'))).toHaveLength(1);
    const entries = (await auditEntries(db, 'property_application', application.id)).filter((entry) =>
      entry.action.startsWith('viewing'),
    );
    expect(entries.map((entry) => entry.after)).toMatchObject([
      { viewing: 'proposed', partner: firm.organisation.name },
      { viewing: 'confirmed', partner: firm.organisation.name },
    ]);
    const detail = await (await customer.client.fetch(`/api/property-applications/${application.id}`)).json();
    expect(detail.application.partnerSteps.map((step: { text: string }) => step.text)).toEqual([
      expect.stringMatching(new RegExp(`^${firm.organisation.name} proposed another time: `)),
      expect.stringMatching(new RegExp(`^${firm.organisation.name} confirmed the viewing for `)),
    ]);
  });

  it("records outcomes by the domain's transitions, each mailed once and named for the firm", async ({
    testApp,
    admin,
    fixtures,
  }) => {
    const application = await fixtures.propertyApplication();
    const firm = await realtyFirm(testApp, admin.client, fixtures.provider.id);
    const path = `${firm.base}/applications/${application.id}/status`;
    const backToPending = await firm.manager.postJson(path, { status: 'pending' });
    expect(backToPending.status).toBe(409);
    const bad = await firm.manager.postJson(path, { status: 'sold' });
    expect(bad.status).toBe(422);

    const approved = await firm.manager.postJson(path, { status: 'approved', note: 'Fee received' });
    expect(approved.status).toBe(200);
    expect((await approved.json()).application).toMatchObject({
      status: 'approved',
      nextStatuses: ['cancelled'],
    });
    expect((await firm.manager.postJson(path, { status: 'rejected' })).status).toBe(409);
    expect((await firm.manager.postJson(path, { status: 'cancelled' })).status).toBe(200);

    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === application.customer.signUp.email);
    expect(mails.filter((mail) => mail.subject?.startsWith('Application approved'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject?.startsWith('Application cancelled'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject?.startsWith('Application rejected'))).toHaveLength(0);
    const detail = await (
      await application.customer.client.fetch(`/api/property-applications/${application.id}`)
    ).json();
    expect(detail.application.timeline.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'approved',
      'cancelled',
    ]);
    expect(detail.application.partnerSteps.map((step: { text: string }) => step.text)).toEqual([
      `Approved by ${firm.organisation.name}`,
      `Cancelled by ${firm.organisation.name}`,
    ]);
  });

  it("lets an admin act for the firm, audited as the admin under the firm's name", async ({
    testApp,
    admin,
    fixtures,
    db,
  }) => {
    const application = await fixtures.propertyApplication();
    const firm = await realtyFirm(testApp, admin.client, fixtures.provider.id);
    const answered = await admin.client.postJson(`${firm.base}/applications/${application.id}/status`, {
      status: 'rejected',
    });
    expect(answered.status).toBe(200);
    const [entry] = await auditEntries(db, 'property_application', application.id);
    expect(entry).toMatchObject({
      actorId: admin.userId,
      after: { status: 'rejected', partner: firm.organisation.name },
    });
  });

  it('adds a title document, putting a verified title back to awaiting our verification', async ({
    testApp,
    admin,
    fixtures,
    db,
  }) => {
    const listing = await createProperty(db, fixtures.provider.id, { title: 'Banana Island Plot' });
    await db
      .update(properties)
      .set({ titleType: 'Certificate of Occupancy', titleStatus: 'verified', titleVerifiedOn: '2026-11-02' })
      .where(eq(properties.id, listing.id));
    const firm = await realtyFirm(testApp, admin.client, fixtures.provider.id);
    const sent = await sendRealtyTitleDocument(firm.manager, firm.base, listing.id, makePdf());
    expect(sent.status).toBe(201);
    const [row] = await db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ titleStatus: 'documents_received', titleVerifiedOn: null });
    const entries = await auditEntries(db, 'property', listing.id);
    // Both are written in one transaction, at one time: their order in the log is the ids', so not asserted.
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'title document added',
      'title pack updated',
    ]);
    expect(entries.find((entry) => entry.action === 'title pack updated')).toMatchObject({
      before: { status: 'verified' },
      after: { status: 'documents_received', partner: firm.organisation.name },
    });
    const notPdf = await firm.manager.fetch(`${firm.base}/listings/${listing.id}/title-documents`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('file', new File(['<html>'], 'deed.pdf', { type: 'application/pdf' }));
        return form;
      })(),
    });
    expect(notPdf.status).toBe(422);
    // The admin's own verification step is unchanged: only they set 'verified' again, in the console.
    const { listings } = await (await firm.manager.fetch(`${firm.base}/listings`)).json();
    expect(listings.find((one: { id: string }) => one.id === listing.id)).toMatchObject({
      titleStatus: 'documents_received',
      documents: [{ name: 'deed.pdf' }],
    });
  });
});
