import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { BENEFICIARY_MESSAGES } from '../../../../domain/orders/order.schema';
import { PROOF_MESSAGES } from '../../../../domain/orders/relative-proof';
import { it } from '../../../../testing/api-test';
import {
  invitationsOf,
  invitePath,
  latestCode,
  linksTexted,
  offeredHospitals,
  postInviteForm,
  provenDevice,
} from '../../../../testing/invitations';
import { messagesOut } from '../../../../testing/messages-out';
import { moveOrderAs } from '../../../../testing/member-cards';
import { placeOrderAs } from '../../../../testing/order-api';
import { makeBeneficiary } from '../../../../testing/order-factories';
import { readOutbox } from '../../../../testing/outbox';
import { readSmsOutbox } from '../../../../testing/sms-outbox';
import { signedUpClient } from '../../../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../../../testing/test-client';
import type { TestApp } from '../../../../testing/test-app';
import { beneficiaryInvitations, orderBeneficiaries } from '../../../db/schema';
import { remindInvitations } from './invitation-reminders.service';

const ADA = makeBeneficiary({
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada.obi@example.com',
  phoneNumber: '0803 111 0001',
  address: '4 Allen Avenue, Ikeja, Lagos',
});
const EMEKA = makeBeneficiary({
  firstName: 'Emeka',
  lastName: 'Obi',
  email: 'emeka.obi@example.com',
  phoneNumber: '0803 111 0002',
});
const ADA_PHONE = '2348031110001';
const EMEKA_PHONE = '2348031110002';

/** An order for Ada and Emeka, paid by the admin: the people have been sent their links. */
async function paidOrderForTwo(testApp: TestApp, admin: TestClient) {
  const customer = await signedUpClient(testApp);
  const order = await placeOrderAs(customer.client, { beneficiaries: [ADA, EMEKA] });
  await moveOrderAs(admin, order.id, 'paid');
  const [ada, emeka] = await invitationsOf(customer.client, order.id);
  const [adaLink] = await linksTexted(testApp.runtime, ADA_PHONE);
  const [emekaLink] = await linksTexted(testApp.runtime, EMEKA_PHONE);
  return { customer, order, ada: ada!, emeka: emeka!, adaLink: adaLink!, emekaLink: emekaLink! };
}

const page = (client: TestClient, link: string) => client.fetch(invitePath(link));
const tokenOf = (link: string) => invitePath(link).split('/').at(-1)!;

describe('beneficiary invitations (docs/decisions/041, 049)', () => {
  it('sends nothing before payment, then texts and mails each person her own link once the order is paid', async ({
    testApp,
    admin,
  }) => {
    const customer = await signedUpClient(testApp);
    const order = await placeOrderAs(customer.client, { beneficiaries: [ADA, EMEKA] });
    expect(await readSmsOutbox(testApp.runtime)).toEqual([]);
    expect((await readOutbox(testApp)).filter((mail) => mail.to === ADA.email)).toEqual([]);
    const [waiting] = await invitationsOf(customer.client, order.id);
    expect(waiting).toMatchObject({ state: 'not-sent', invitedAt: null, shareLink: null });
    const early = await customer.client.fetch(
      `/api/orders/${order.id}/invitations/${waiting!.beneficiaryId}/resend`,
      { method: 'POST' },
    );
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      'Relatives are invited once payment is received',
    );

    await moveOrderAs(admin.client, order.id, 'paid');
    const [adaLink, ...more] = await linksTexted(testApp.runtime, ADA_PHONE);
    expect(more).toEqual([]);
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === ADA.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain(invitePath(adaLink!));
    const [ada] = await invitationsOf(customer.client, order.id);
    expect(ada).toMatchObject({ state: 'invited', consent: null, remindedAt: null, reminderCount: 0 });
    expect(ada!.invitedAt).not.toBeNull();
  });

  it('never gives the sponsor or an admin a token that acts for the relative', async ({ testApp, admin }) => {
    const { customer, order, ada, adaLink } = await paidOrderForTwo(testApp, admin.client);
    const token = tokenOf(adaLink);
    const answers = [
      await customer.client.fetch(`/api/orders/${order.id}/invitations`),
      await customer.client.fetch(`/api/orders/${order.id}`),
      await customer.client.fetch('/api/orders'),
      await admin.client.fetch(`/api/orders/${order.id}/invitations`),
      await admin.client.fetch(`/api/admin/orders/${order.id}`),
      await admin.client.fetch('/api/admin/orders'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain(token);
    }
    // The admin gets no link at all; the sponsor's share link opens only the code screen.
    expect((await invitationsOf(admin.client, order.id))[0]!.shareLink).toBeNull();
    const shared = ada.shareLink!;
    const opened = await (await page(customer.client, shared)).text();
    expect(opened).toContain(PROOF_MESSAGES.codeTitle);
    expect(opened).not.toContain('Do you agree?');
    const answered = await postInviteForm(customer.client, `${invitePath(shared)}/consent`, {
      decision: 'given',
    });
    expect(answered.status).toBe(403);
    const own = await postInviteForm(customer.client, `${invitePath(adaLink)}/consent`, {
      decision: 'given',
    });
    expect(own.status).toBe(403);
    expect((await invitationsOf(customer.client, order.id))[0]!.consent).toBeNull();
  });

  it('opens the page on a new device only with the code texted to her, and records how consent was proven', async ({
    testApp,
    admin,
  }) => {
    const { customer, order, ada } = await paidOrderForTwo(testApp, admin.client);
    // The sponsor shared the link on WhatsApp: Ada opens it on her phone and asks for a code.
    const phone = createTestClient(testApp);
    const path = invitePath(ada.shareLink!);
    expect((await postInviteForm(phone, `${path}/code`, {})).status).toBe(303);
    const screen = await (await phone.fetch(path)).text();
    expect(screen).toContain('We sent a 6-digit code to 080•••••001');
    expect((await postInviteForm(phone, `${path}/verify`, { code: '12' })).status).toBe(422);
    const code = await latestCode(testApp.runtime, undefined, ADA_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await postInviteForm(phone, `${path}/verify`, { code: wrong });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(PROOF_MESSAGES.wrong);
    expect((await postInviteForm(phone, `${path}/verify`, { code })).status).toBe(303);
    const html = await (await phone.fetch(path)).text();
    expect(html).toContain('Hello Ada');
    expect(html).toContain(`${customer.signUp.firstName} has bought`);
    expect((await postInviteForm(phone, `${path}/consent`, { decision: 'given' })).status).toBe(303);
    const [adaNow] = await invitationsOf(customer.client, order.id);
    expect(adaNow!.consent).toMatchObject({
      decision: 'given',
      version: 'health-data-sharing-v2',
      proof: { channel: 'sms', destination: '080•••••001' },
    });
    // A spent code opens nothing more.
    expect((await postInviteForm(createTestClient(testApp), `${path}/verify`, { code })).status).toBe(422);
  });

  it('refuses a code after five wrong tries, even the right one, until a new code is sent', async ({
    testApp,
    admin,
  }) => {
    const { adaLink } = await paidOrderForTwo(testApp, admin.client);
    const device = createTestClient(testApp);
    const path = invitePath(adaLink);
    await postInviteForm(device, `${path}/code`, {});
    const code = await latestCode(testApp.runtime, undefined, ADA_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postInviteForm(device, `${path}/verify`, { code: wrong })).status).toBe(422);
    }
    const blocked = await postInviteForm(device, `${path}/verify`, { code });
    expect(blocked.status).toBe(422);
    expect(await blocked.text()).toContain(PROOF_MESSAGES.tooMany);
    await provenDevice(device, adaLink, ADA_PHONE);
  });

  it('answers an unknown or malformed link with 404 and one past its 14 days with 410, writing nothing', async ({
    testApp,
    db,
    admin,
  }) => {
    const { ada, adaLink } = await paidOrderForTwo(testApp, admin.client);
    const device = await provenDevice(createTestClient(testApp), adaLink, ADA_PHONE);
    expect((await device.fetch(`/invite/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await device.fetch('/invite/not-a-token')).status).toBe(404);
    await db
      .update(beneficiaryInvitations)
      .set({ sentAt: sql`${beneficiaryInvitations.sentAt} - interval '14 days 1 minute'` })
      .where(eq(beneficiaryInvitations.beneficiaryId, ada.beneficiaryId));
    const expired = await page(device, adaLink);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    const late = await postInviteForm(device, `${invitePath(adaLink)}/consent`, { decision: 'given' });
    expect(late.status).toBe(410);
  });

  it('re-sends a new link by SMS and mail while the old one stops, three times an hour per person', async ({
    testApp,
    admin,
  }) => {
    const { customer, order, ada, adaLink } = await paidOrderForTwo(testApp, admin.client);
    const resend = (client: TestClient) =>
      client.fetch(`/api/orders/${order.id}/invitations/${ada.beneficiaryId}/resend`, { method: 'POST' });
    const stranger = await signedUpClient(testApp);
    expect((await resend(stranger.client)).status).toBe(404);
    expect((await resend(customer.client)).status).toBe(200);
    const [, fresh] = await linksTexted(testApp.runtime, ADA_PHONE);
    expect(fresh).not.toBe(adaLink);
    expect((await page(createTestClient(testApp), adaLink)).status).toBe(404);
    expect((await page(createTestClient(testApp), fresh!)).status).toBe(200);
    expect((await resend(customer.client)).status).toBe(200);
    expect((await resend(customer.client)).status).toBe(429);
  });

  it('saves corrected details under checkout’s rules, with its messages on the fields', async ({
    testApp,
    db,
    admin,
  }) => {
    const { ada, adaLink } = await paidOrderForTwo(testApp, admin.client);
    const device = await provenDevice(createTestClient(testApp), adaLink, ADA_PHONE);
    const details = `${invitePath(adaLink)}/details`;
    const refused = await postInviteForm(device, details, {
      countryCode: '+999',
      phoneNumber: 'none',
      address: '',
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(`<p class="error" id="address-error">${BENEFICIARY_MESSAGES.address}</p>`);
    expect(html).toContain('id="phoneNumber-error"');
    const saved = await postInviteForm(device, details, {
      countryCode: '+234',
      phoneNumber: '0803 111 2222',
      address: '9 Awolowo Road, Ikoyi, Lagos',
    });
    expect(saved.status).toBe(303);
    const [person] = await db
      .select()
      .from(orderBeneficiaries)
      .where(eq(orderBeneficiaries.id, ada.beneficiaryId));
    expect(person).toMatchObject({ phoneNumber: '8031112222', address: '9 Awolowo Road, Ikoyi, Lagos' });
  });

  it('refuses activation while consent is missing or refused, naming whose, and tells the sponsor of a refusal', async ({
    testApp,
    admin,
  }) => {
    const { customer, order, adaLink, emekaLink } = await paidOrderForTwo(testApp, admin.client);
    const activate = () =>
      admin.client.postJson(`/api/admin/orders/${order.id}/status`, { status: 'active' });
    const missing = await activate();
    expect(missing.status).toBe(409);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Ada Obi has not given consent yet',
    );
    const adaPhone = await provenDevice(customer.client, adaLink, ADA_PHONE);
    const emekaPhone = await provenDevice(customer.client, emekaLink, EMEKA_PHONE);
    const consent = (device: TestClient, link: string, decision: string) =>
      postInviteForm(device, `${invitePath(link)}/consent`, {
        decision,
        ...(decision === 'refused' ? { confirm: 'yes' } : {}),
      });
    expect((await consent(adaPhone, adaLink, 'maybe')).status).toBe(422);
    expect((await consent(adaPhone, adaLink, 'given')).status).toBe(303);
    expect((await consent(emekaPhone, emekaLink, 'refused')).status).toBe(303);
    const refused = await activate();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'Emeka Obi has refused consent',
    );
    const { notifications } = await (await customer.client.api.notifications.$get()).json();
    expect(notifications[0]).toMatchObject({ title: 'Consent refused', link: `/profile/orders/${order.id}` });
    expect((await consent(emekaPhone, emekaLink, 'given')).status).toBe(303);
    expect((await activate()).status).toBe(200);
    // Her page now holds her card, with the provider's emergency line to call (issue 26, point 4).
    const card = await (await page(adaPhone, adaLink)).text();
    expect(card).toContain('Member number');
    expect(card).toMatch(/<h2 id="emergency-title">Emergency line<\/h2>/);
    expect(card).toMatch(/<a class="button" href="tel:[\d+]+">Call [\d ]+<\/a>/);
  });

  it('offers the plan’s own hospitals, the person’s state first, and saves only one of them', async ({
    testApp,
    admin,
  }) => {
    const { customer, order, adaLink } = await paidOrderForTwo(testApp, admin.client);
    const device = await provenDevice(createTestClient(testApp), adaLink, ADA_PHONE);
    const html = await (await device.fetch(`${invitePath(adaLink)}?step=hospital`)).text();
    expect(html).toContain('Hospitals in Lagos come first');
    const offered = offeredHospitals(html);
    const hospital = `${invitePath(adaLink)}/hospital`;
    expect((await postInviteForm(device, hospital, { hospital: 'no-such-hospital' })).status).toBe(422);
    expect((await postInviteForm(device, hospital, { hospital: offered[1]! })).status).toBe(303);
    const [adaNow] = await invitationsOf(customer.client, order.id);
    expect(adaNow?.hospital?.id).toBe(offered[1]);
  });

  it('reminds a person who has not answered after 2 and 7 days, once each', async ({
    testApp,
    admin,
    db,
  }) => {
    const { customer, order } = await paidOrderForTwo(testApp, admin.client);
    const invited = (await invitationsOf(customer.client, order.id))[0]!.invitedAt!;
    const at = (days: number) => new Date(new Date(invited).getTime() + days * 24 * 3600 * 1000 + 60_000);
    const deps = { db, ...messagesOut(testApp) };
    expect(await remindInvitations(deps, at(1))).toBe(0);
    expect(await remindInvitations(deps, at(2))).toBe(2);
    expect(await remindInvitations(deps, at(3))).toBe(0);
    expect(await remindInvitations(deps, at(7))).toBe(2);
    expect(await remindInvitations(deps, at(8))).toBe(0);
    const [ada] = await invitationsOf(customer.client, order.id);
    expect(ada).toMatchObject({ reminderCount: 2, remindedAt: at(7).toISOString() });
    const texts = (await readSmsOutbox(testApp.runtime)).filter((m) => m.to === ADA_PHONE);
    expect(texts.filter((m) => m.text.includes('Reminder:'))).toHaveLength(2);
  });

  it('limits the page to 60 requests a minute per address, with a page of its own', async ({
    testApp,
    admin,
  }) => {
    const { adaLink } = await paidOrderForTwo(testApp, admin.client);
    const visitor = createTestClient(testApp);
    for (let request = 0; request < 60; request++) await page(visitor, adaLink);
    const limited = await page(visitor, adaLink);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('text/html');
  });
});
