import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addDays, calendarDateOf, formatCalendarDate } from '../../../../domain/calendar-date';
import { TEXT_MESSAGES } from '../../../../domain/accounts/text-field';
import { VIEWING_MESSAGES as M } from '../../../../domain/property/viewing';
import { expectAdminOnly } from '../../../../testing/admin-client';
import { test } from '../../../../testing/api-test';
import { applicationFixtures } from '../../../../testing/application-fixtures';
import { readOutbox } from '../../../../testing/outbox';
import { auditEntries } from '../../../../testing/real-estate-admin';
import { signedUpClient } from '../../../../testing/signed-up-client';
import type { TestClient } from '../../../../testing/test-client';
import { notifications, propertyApplications } from '../../../db/schema';

const it = test.extend('fixtures', async ({ testApp }) => applicationFixtures(testApp));

/** Days from the server's today (UTC), as the viewing rules count them. */
const inDays = (days: number) => addDays(calendarDateOf(new Date()), days);

const askViewing = (client: TestClient, id: string, body: unknown) =>
  client.postJson(`/api/property-applications/${id}/viewing`, body);
const decide = (client: TestClient, id: string, body: unknown) =>
  client.postJson(`/api/admin/applications/property/${id}/viewing`, body);

const IN_PERSON = { mode: 'in_person', viewerName: 'Tunde Bakare', viewerPhone: '+234 803 111 2222' };

describe('asking for a viewing', () => {
  it('records in-person viewing with its viewer and dates, shown on the application and in My Orders', async ({
    fixtures,
  }) => {
    const application = await fixtures.propertyApplication();
    const { client } = application.customer;
    const dates = [inDays(3), inDays(5)];
    const asked = await askViewing(client, application.id, { ...IN_PERSON, dates });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toMatchObject({
      viewing: { ...IN_PERSON, preferredDates: dates, status: 'requested', scheduledDate: null },
    });
    const detail = await (await client.fetch(`/api/property-applications/${application.id}`)).json();
    expect(detail.application.viewing).toMatchObject({ status: 'requested', viewerName: 'Tunde Bakare' });
    const list = await (await client.fetch('/api/property-applications')).json();
    expect(list.applications[0].viewing).toEqual({ status: 'requested', scheduledDate: null });

    const again = await askViewing(client, application.id, { mode: 'video', dates: [inDays(4)] });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(M.alreadyRequested);
  });

  it('refuses past, today and far dates on their fields, and a missing viewer for in person', async ({
    fixtures,
  }) => {
    const application = await fixtures.propertyApplication();
    const { client } = application.customer;
    const dated = await askViewing(client, application.id, {
      mode: 'video',
      dates: [inDays(2), inDays(0), inDays(-1)],
    });
    expect(dated.status).toBe(422);
    expect((await dated.json()).error.fields).toEqual({ 'dates.1': M.futureDate, 'dates.2': M.futureDate });
    const far = await askViewing(client, application.id, { mode: 'video', dates: [inDays(400)] });
    expect((await far.json()).error.fields).toEqual({ 'dates.0': M.horizon });
    const nobody = await askViewing(client, application.id, { mode: 'in_person', dates: [inDays(2)] });
    expect((await nobody.json()).error.fields).toEqual({
      viewerName: M.viewerName,
      viewerPhone: M.viewerPhone,
    });
    const four = await askViewing(client, application.id, {
      mode: 'video',
      dates: [inDays(1), inDays(2), inDays(3), inDays(4)],
    });
    expect((await four.json()).error.fields).toEqual({ dates: M.tooManyDates });
  });

  it('refuses control characters in the viewer, on the field (issue 28: a NUL answered 500)', async ({
    fixtures,
  }) => {
    const application = await fixtures.propertyApplication();
    const { client } = application.customer;
    const nul = await askViewing(client, application.id, {
      ...IN_PERSON,
      viewerName: 'Tunde\u0000Bakare',
      viewerPhone: '+234 803\u0007 111',
      dates: [inDays(2)],
    });
    expect(nul.status).toBe(422);
    expect((await nul.json()).error.fields).toMatchObject({
      viewerName: TEXT_MESSAGES.characters,
      viewerPhone: TEXT_MESSAGES.characters,
    });
  });

  it("is the owner's only, and only while the application is pending", async ({ fixtures, testApp, db }) => {
    const application = await fixtures.propertyApplication();
    const stranger = await signedUpClient(testApp);
    const body = { mode: 'video', dates: [inDays(2)] };
    expect((await askViewing(stranger.client, application.id, body)).status).toBe(404);
    expect((await askViewing(stranger.client, 'not-a-uuid', body)).status).toBe(404);
    await db
      .update(propertyApplications)
      .set({ status: 'rejected' })
      .where(eq(propertyApplications.id, application.id));
    const closed = await askViewing(application.customer.client, application.id, body);
    expect(closed.status).toBe(409);
    expect((await closed.json()).error.message).toBe(M.notOpen);
  });
});

describe("an admin's answer", () => {
  it('confirms a preferred date: audited, the customer told in-app and by mail', async ({
    fixtures,
    clients,
    admin,
    testApp,
    db,
  }) => {
    const application = await fixtures.propertyApplication('Ikoyi Garden House');
    const dates = [inDays(3), inDays(5)];
    await askViewing(application.customer.client, application.id, { mode: 'video', dates });
    const confirmed = await expectAdminOnly(clients, (client) =>
      decide(client, application.id, { action: 'confirm', date: dates[1] }),
    );
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).application.viewing).toMatchObject({
      status: 'confirmed',
      scheduledDate: dates[1],
    });
    const [entry] = (await auditEntries(db, 'property_application', application.id)).filter(
      (row) => row.action === 'viewing confirmed',
    );
    expect(entry).toMatchObject({
      actorId: admin.userId,
      before: { viewing: 'requested', date: null },
      after: { viewing: 'confirmed', date: dates[1] },
    });
    const body = `Your viewing of Ikoyi Garden House is confirmed for ${formatCalendarDate(dates[1]!)}.`;
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, application.customer.userId))
      .then((rows) => rows.filter((row) => row.title === 'Viewing confirmed'));
    expect(notice).toMatchObject({ body, link: `/profile/applications/property/${application.id}` });
    const mails = (await readOutbox(testApp)).filter((mail) => mail.subject?.startsWith('Viewing confirmed'));
    expect(mails.map((mail) => mail.to)).toEqual([application.customer.signUp.email]);
    const mine = await (await application.customer.client.fetch('/api/property-applications')).json();
    expect(mine.applications[0].viewing).toEqual({ status: 'confirmed', scheduledDate: dates[1] });
  });

  it('proposes another date, then may confirm it; refuses a date not offered, past, or without a request', async ({
    fixtures,
    admin,
  }) => {
    const application = await fixtures.propertyApplication();
    const none = await decide(admin.client, application.id, { action: 'propose', date: inDays(4) });
    expect(none.status).toBe(409);
    expect((await none.json()).error.message).toBe(M.notRequested);

    await askViewing(application.customer.client, application.id, { mode: 'video', dates: [inDays(3)] });
    const notOffered = await decide(admin.client, application.id, { action: 'confirm', date: inDays(9) });
    expect(notOffered.status).toBe(422);
    expect((await notOffered.json()).error.fields).toEqual({ date: M.notPreferred });
    const past = await decide(admin.client, application.id, { action: 'propose', date: inDays(0) });
    expect((await past.json()).error.fields).toEqual({ date: M.futureDate });

    const proposed = await decide(admin.client, application.id, { action: 'propose', date: inDays(9) });
    expect((await proposed.json()).application.viewing).toMatchObject({
      status: 'proposed',
      scheduledDate: inDays(9),
    });
    const confirmed = await decide(admin.client, application.id, { action: 'confirm', date: inDays(9) });
    expect((await confirmed.json()).application.viewing).toMatchObject({ status: 'confirmed' });
    const funeral = await decide(admin.client, (await fixtures.funeralApplication()).id, {
      action: 'propose',
      date: inDays(4),
    });
    expect(funeral.status).toBe(404);
  });
});
