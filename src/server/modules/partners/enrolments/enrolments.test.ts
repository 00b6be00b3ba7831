import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ENROLMENT_MESSAGES, type EnrolmentView } from '../../../../domain/partners/enrolment';
import { partnerEnrolments } from '../../../db/schema';
import { it } from '../../../../testing/api-test';
import {
  activeOrderWithPeople,
  confirm,
  enrolmentsOf,
  enrolmentsPath,
  refuse,
  upload,
} from '../../../../testing/enrolments';
import { readOutbox } from '../../../../testing/outbox';
import { createProvider } from '../../../../testing/property-factories';
import { createPartnerOrganisation, partnerClient } from '../../../../testing/partners';
import { auditEntries } from '../../../../testing/real-estate-admin';
import type { ErrorResponse } from '../../../../testing/order-api';

const enrolledMails = async (testApp: Parameters<typeof readOutbox>[0]) =>
  (await readOutbox(testApp)).filter((mail) => mail.subject?.startsWith('Venus Medicare enrolled'));

describe("a health provider's enrolments", () => {
  it('are made once the order is active, one per person, with the consent record and the hospital', async ({
    testApp,
    admin,
    customer,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const { client: staff } = await partnerClient(testApp, venus.id, { role: 'staff' });
    expect(await enrolmentsOf(staff, venus.id)).toEqual([]);

    const order = await activeOrderWithPeople(customer.client, admin.client, 2);
    const enrolments = await enrolmentsOf(staff, venus.id);
    expect(enrolments.map((each) => each.person.firstName)).toEqual(['Ngozi', 'Emeka']);
    expect(enrolments[0]).toMatchObject({
      status: 'pending',
      orderReference: order.confirmationNumber,
      person: { position: 1, dateOfBirth: '1990-05-17', address: '12 Allen Avenue, Ikeja, Lagos' },
      consent: { version: expect.any(String), proofChannel: expect.any(String) },
      memberId: null,
      overdue: false,
    });
    expect(enrolments[0]?.consent.decidedAt).not.toBeNull();
    expect(enrolments[0]?.consent.provenAt).not.toBeNull();
  });

  it("answers 404 for another provider's enrolments on every route, and keeps a realty firm out", async ({
    testApp,
    admin,
    customer,
    db,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const homeReach = await createPartnerOrganisation(admin.client, 'health_provider', 'homereach');
    await createProvider(db);
    const realty = await createPartnerOrganisation(admin.client, 'realty_provider');
    const { client: other } = await partnerClient(testApp, homeReach.id, { role: 'manager' });
    const { client: firm } = await partnerClient(testApp, realty.id, { role: 'manager' });
    await activeOrderWithPeople(customer.client, admin.client);
    const [enrolment] = await enrolmentsOf(admin.client, venus.id);
    const id = enrolment!.id;

    const attempts = (organisationId: string) => [
      () => other.fetch(enrolmentsPath(organisationId)),
      () => other.fetch(enrolmentsPath(organisationId, '/download')),
      () => confirm(other, organisationId, id, 'HR-0001'),
      () => refuse(other, organisationId, id, 'Not ours'),
      () => upload(other, organisationId, `enrolment_id,member_id\n${id},HR-0001`),
    ];
    // Venus's own organisation id, and HomeReach's own with Venus's enrolment id: both 404.
    for (const attempt of attempts(venus.id)) expect((await attempt()).status).toBe(404);
    expect((await confirm(other, homeReach.id, id, 'HR-0001')).status).toBe(404);
    expect((await refuse(other, homeReach.id, id, 'Not ours')).status).toBe(404);
    const foreignRow = await upload(other, homeReach.id, `enrolment_id,member_id\n${id},HR-0001`);
    expect(((await foreignRow.json()) as ErrorResponse).error.fields).toMatchObject({
      'line.2': 'no enrolment of yours matches this row',
    });
    // The bad body does not tell another partner whether the organisation exists either.
    expect((await confirm(other, venus.id, id, '')).status).toBe(404);
    const realtyList = await firm.fetch(enrolmentsPath(realty.id));
    expect(realtyList.status).toBe(404);
    expect(await realtyList.json()).toMatchObject({
      error: { message: ENROLMENT_MESSAGES.notHealthProvider },
    });
    expect(await enrolmentsOf(admin.client, venus.id, 'pending')).toHaveLength(1);
  });

  it('confirms with a member ID (staff too), tells the sponsor exactly once, and refuses another ID', async ({
    testApp,
    admin,
    customer,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const { client: staff } = await partnerClient(testApp, venus.id, { role: 'staff' });
    await activeOrderWithPeople(customer.client, admin.client, 2);
    const [ngozi, emeka] = await enrolmentsOf(staff, venus.id);

    const confirmed = await confirm(staff, venus.id, ngozi!.id, '  VM/2026-0042 ');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      enrolment: { status: 'confirmed', memberId: 'VM/2026-0042' },
    });
    expect((await confirm(staff, venus.id, ngozi!.id, 'VM/2026-0042')).status).toBe(200);
    const other = await confirm(staff, venus.id, ngozi!.id, 'VM-9');
    expect(other.status).toBe(409);
    const taken = await confirm(staff, venus.id, emeka!.id, 'VM/2026-0042');
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as ErrorResponse).error.fields).toEqual({
      memberId: ENROLMENT_MESSAGES.memberIdTaken,
    });
    const bad = await confirm(staff, venus.id, emeka!.id, 'x');
    expect(((await bad.json()) as ErrorResponse).error.fields).toEqual({
      memberId: ENROLMENT_MESSAGES.memberIdLength,
    });

    const mails = await enrolledMails(testApp);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain(customer.signUp.email);
    expect(mails[0]?.decoded).toContain('Venus Medicare enrolled Ngozi, member ID VM/2026-0042');
  });

  it('refuses with a reason, which is required, and lets a refused one be confirmed later', async ({
    testApp,
    admin,
    customer,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const { client: manager } = await partnerClient(testApp, venus.id, { role: 'manager' });
    await activeOrderWithPeople(customer.client, admin.client);
    const [enrolment] = await enrolmentsOf(manager, venus.id);

    const blank = await refuse(manager, venus.id, enrolment!.id, ' ');
    expect(((await blank.json()) as ErrorResponse).error.fields).toEqual({
      reason: ENROLMENT_MESSAGES.reasonRequired,
    });
    const refused = await refuse(
      manager,
      venus.id,
      enrolment!.id,
      'Date of birth does not match our records',
    );
    expect(await refused.json()).toMatchObject({
      enrolment: { status: 'refused', refusedReason: 'Date of birth does not match our records' },
    });
    expect((await refuse(manager, venus.id, enrolment!.id, 'Again')).status).toBe(409);
    expect((await confirm(manager, venus.id, enrolment!.id, 'VM-0001')).status).toBe(200);
  });

  it('lets an admin act for the provider, audited as themselves', async ({ admin, customer, db }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    await activeOrderWithPeople(customer.client, admin.client);
    const [enrolment] = await enrolmentsOf(admin.client, venus.id);
    expect((await confirm(admin.client, venus.id, enrolment!.id, 'VM-0007')).status).toBe(200);
    const entries = await auditEntries(db, 'partner_organisation', venus.id);
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.userId,
      action: 'enrolment confirmed',
      after: { enrolmentId: enrolment!.id, memberId: 'VM-0007' },
    });
  });
});

describe('the CSV files', () => {
  it('download the pending enrolments, escaped and safe to open in a spreadsheet', async ({
    testApp,
    admin,
    customer,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const { client: staff } = await partnerClient(testApp, venus.id);
    const order = await activeOrderWithPeople(customer.client, admin.client);
    const response = await staff.fetch(enrolmentsPath(venus.id, '/download'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const [header, row, end] = (await response.text()).split('\r\n');
    expect(header).toMatch(/^enrolment_id,order_reference,person,.*,member_id$/);
    expect(row).toContain(`,${order.confirmationNumber},1,Ngozi,`);
    expect(row).toContain('"12 Allen Avenue, Ikeja, Lagos"');
    expect(end).toBe('');
  });

  it('upload member IDs all or nothing: bad rows are reported by line and nothing is confirmed', async ({
    testApp,
    admin,
    customer,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const { client: staff } = await partnerClient(testApp, venus.id);
    const order = await activeOrderWithPeople(customer.client, admin.client, 3);
    const [ngozi, emeka] = await enrolmentsOf(staff, venus.id);
    const ref = order.confirmationNumber;

    const bad = await upload(
      staff,
      venus.id,
      [
        'enrolment_id,order_reference,person,member_id',
        `${ngozi!.id},,,VM-0001`,
        `,${ref},2,x`,
        `${crypto.randomUUID()},,,VM-0003`,
        `,${ref},3,VM-0001`,
      ].join('\n'),
    );
    expect(bad.status).toBe(422);
    const { error } = (await bad.json()) as ErrorResponse;
    expect(error.fields).toMatchObject({
      'line.3': ENROLMENT_MESSAGES.memberIdLength,
      'line.5': 'the member ID is also on line 2',
    });
    expect(error.fields?.content).toMatch(/^The file was not used.*line 3: .*line 5: /);
    // Line 4 is found only once the readable lines are looked up: a file with a bad line is still refused whole.
    const unknown = await upload(
      staff,
      venus.id,
      `enrolment_id,member_id\n${ngozi!.id},VM-0001\n${crypto.randomUUID()},VM-0003`,
    );
    expect(((await unknown.json()) as ErrorResponse).error.fields).toMatchObject({
      'line.3': 'no enrolment of yours matches this row',
    });
    expect(await enrolmentsOf(staff, venus.id, 'confirmed')).toEqual([]);

    const good = [
      'enrolment_id,order_reference,person,member_id',
      `${ngozi!.id},,,VM-0001`,
      `,${ref},2,VM-0002`,
      `,${ref},3,`,
    ].join('\n');
    expect(await (await upload(staff, venus.id, good)).json()).toEqual({ confirmed: 2, unchanged: 0 });
    expect(await (await upload(staff, venus.id, good)).json()).toEqual({ confirmed: 0, unchanged: 2 });
    const confirmed = await enrolmentsOf(staff, venus.id, 'confirmed');
    expect(confirmed.map((each: EnrolmentView) => [each.id, each.memberId])).toEqual([
      [ngozi!.id, 'VM-0001'],
      [emeka!.id, 'VM-0002'],
    ]);
    expect(await enrolledMails(testApp)).toHaveLength(2);
  });
});

describe('overdue enrolments', () => {
  it('are flagged to admins after 2 working days, and only to admins', async ({
    admin,
    customer,
    db,
    clients,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const order = await activeOrderWithPeople(customer.client, admin.client, 2);
    const [old] = await enrolmentsOf(admin.client, venus.id);
    await db
      .update(partnerEnrolments)
      .set({ createdAt: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000) })
      .where(eq(partnerEnrolments.id, old!.id));

    const response = await admin.client.fetch('/api/admin/enrolments/overdue');
    expect(await response.json()).toEqual({
      enrolments: [
        expect.objectContaining({
          id: old!.id,
          providerName: 'Venus Medicare',
          orderReference: order.confirmationNumber,
        }),
      ],
    });
    expect((await enrolmentsOf(admin.client, venus.id))[0]).toMatchObject({ id: old!.id, overdue: true });
    expect((await clients.user.fetch('/api/admin/enrolments/overdue')).status).toBe(403);
    expect((await clients.anonymous.fetch('/api/admin/enrolments/overdue')).status).toBe(401);
  });
});
