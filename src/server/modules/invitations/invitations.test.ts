import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { BENEFICIARY_MESSAGES } from '../../../domain/orders/order.schema';
import { it } from '../../../testing/api-test';
import { invitationsOf, invitePath, offeredHospitals, postInviteForm } from '../../../testing/invitations';
import { moveOrderAs } from '../../../testing/member-cards';
import { placeOrderAs } from '../../../testing/order-api';
import { makeBeneficiary } from '../../../testing/order-factories';
import { readOutbox } from '../../../testing/outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import type { TestApp } from '../../../testing/test-app';
import { beneficiaryInvitations, orderBeneficiaries } from '../../db/schema';

const ADA = makeBeneficiary({
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada.obi@example.com',
  address: '4 Allen Avenue, Ikeja, Lagos',
});
const EMEKA = makeBeneficiary({ firstName: 'Emeka', lastName: 'Obi', email: 'emeka.obi@example.com' });

async function orderForTwo(testApp: TestApp) {
  const customer = await signedUpClient(testApp);
  const order = await placeOrderAs(customer.client, { beneficiaries: [ADA, EMEKA] });
  const [ada, emeka] = await invitationsOf(customer.client, order.id);
  return { customer, order, ada: ada!, emeka: emeka! };
}

const page = (client: TestClient, link: string) => client.fetch(invitePath(link));

describe('beneficiary invitations (docs/decisions/041)', () => {
  it('mails each person their own link, which opens their page only and names the sponsor and plan', async ({
    testApp,
  }) => {
    const { customer, order, ada, emeka } = await orderForTwo(testApp);
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === ADA.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain(invitePath(ada.link!));
    expect(ada).toMatchObject({ state: 'invited', consent: null, hospital: null });

    const visitor = createTestClient(testApp);
    const response = await page(visitor, ada.link!);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toContain('Hello Ada');
    expect(html).toContain(`${customer.signUp.firstName} has bought`);
    expect(html).toContain(order.planName);
    expect(html).not.toContain('Emeka');
    expect(await (await page(visitor, emeka.link!)).text()).not.toContain('Hello Ada');

    // Only the order's owner (or an admin) reads the links.
    const stranger = await signedUpClient(testApp);
    expect((await stranger.client.fetch(`/api/orders/${order.id}/invitations`)).status).toBe(404);
  });

  it('answers an unknown or malformed link with 404 and one past its 14 days with 410, writing nothing', async ({
    testApp,
    db,
  }) => {
    const { ada } = await orderForTwo(testApp);
    const visitor = createTestClient(testApp);
    expect((await visitor.fetch(`/invite/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await visitor.fetch('/invite/not-a-token')).status).toBe(404);
    // The clock moved on 14 days and a minute since the link was sent.
    await db
      .update(beneficiaryInvitations)
      .set({
        sentAt: sql`${beneficiaryInvitations.sentAt} - interval '14 days 1 minute'`,
        expiresAt: sql`${beneficiaryInvitations.expiresAt} - interval '14 days 1 minute'`,
      })
      .where(eq(beneficiaryInvitations.beneficiaryId, ada.beneficiaryId));
    const expired = await page(visitor, ada.link!);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    const late = await postInviteForm(visitor, `${invitePath(ada.link!)}/consent`, { decision: 'given' });
    expect(late.status).toBe(410);
    const [row] = await db
      .select()
      .from(beneficiaryInvitations)
      .where(eq(beneficiaryInvitations.beneficiaryId, ada.beneficiaryId));
    expect(row?.consentDecision).toBeNull();
  });

  it('re-sends a new link that works while the old one stops, three times an hour per person', async ({
    testApp,
  }) => {
    const { customer, order, ada } = await orderForTwo(testApp);
    const resend = (client: TestClient) =>
      client.fetch(`/api/orders/${order.id}/invitations/${ada.beneficiaryId}/resend`, { method: 'POST' });
    const stranger = await signedUpClient(testApp);
    expect((await resend(stranger.client)).status).toBe(404);

    const answer = await resend(customer.client);
    expect(answer.status).toBe(200);
    const { invitations } = (await answer.json()) as { invitations: Array<{ link: string | null }> };
    const fresh = invitations[0]!.link!;
    expect(fresh).not.toBe(ada.link);
    expect((await page(createTestClient(testApp), ada.link!)).status).toBe(404);
    expect((await page(createTestClient(testApp), fresh)).status).toBe(200);
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === ADA.email);
    // The first mail's job and the re-send may finish in either order, or in one millisecond.
    const linksMailed = mails.map((mail) =>
      [ada.link!, fresh].find((link) => mail.decoded.includes(invitePath(link))),
    );
    expect(linksMailed.sort()).toEqual([ada.link!, fresh].sort());

    expect((await resend(customer.client)).status).toBe(200);
    // The stranger's refused try counted too: the limit is the person's, whoever asks.
    expect((await resend(customer.client)).status).toBe(429);
  });

  it('saves corrected details under checkout’s rules, with its messages on the fields', async ({
    testApp,
    db,
  }) => {
    const { ada } = await orderForTwo(testApp);
    const visitor = createTestClient(testApp);
    const details = `${invitePath(ada.link!)}/details`;
    const refused = await postInviteForm(visitor, details, {
      countryCode: '+999',
      phoneNumber: 'none',
      address: '',
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(`<p class="error" id="phoneNumber-error">${BENEFICIARY_MESSAGES.phoneNumber}</p>`);
    expect(html).toContain(`<p class="error" id="address-error">${BENEFICIARY_MESSAGES.address}</p>`);
    expect(html).toContain('id="countryCode-error"');

    const saved = await postInviteForm(visitor, details, {
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
    expect(await (await visitor.fetch(saved.headers.get('location')!)).text()).toContain(
      'Your phone number and address are saved',
    );
  });

  it('refuses activation while consent is missing or refused, naming whose, and tells the sponsor of a refusal', async ({
    testApp,
    admin,
  }) => {
    const { customer, order, ada, emeka } = await orderForTwo(testApp);
    await moveOrderAs(admin.client, order.id, 'paid');
    const activate = () =>
      admin.client.postJson(`/api/admin/orders/${order.id}/status`, { status: 'active' });
    const missing = await activate();
    expect(missing.status).toBe(409);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Ada Obi has not given consent yet',
    );

    const visitor = createTestClient(testApp);
    const consent = (link: string, decision: string) =>
      postInviteForm(visitor, `${invitePath(link)}/consent`, { decision });
    expect((await consent(ada.link!, 'maybe')).status).toBe(422);
    expect((await consent(ada.link!, 'given')).status).toBe(303);
    expect((await consent(emeka.link!, 'refused')).status).toBe(303);
    const refused = await activate();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'Emeka Obi has refused consent',
    );
    const { notifications } = await (await customer.client.api.notifications.$get()).json();
    expect(notifications[0]).toMatchObject({ title: 'Consent refused', link: `/profile/orders/${order.id}` });
    const told = (await readOutbox(testApp)).filter((mail) => mail.to === customer.signUp.email);
    expect(told.some((mail) => mail.subject?.includes('Consent refused'))).toBe(true);

    const [, emekaNow] = await invitationsOf(customer.client, order.id);
    expect(emekaNow?.consent).toMatchObject({ decision: 'refused', version: 'health-data-sharing-v1' });
    expect((await consent(emeka.link!, 'given')).status).toBe(303);
    expect((await activate()).status).toBe(200);
  });

  it('offers the plan’s own hospitals, the person’s state first, and saves only one of them', async ({
    testApp,
  }) => {
    const { customer, order, ada } = await orderForTwo(testApp);
    const visitor = createTestClient(testApp);
    const html = await (await page(visitor, ada.link!)).text();
    // Ada's address is in Lagos: the page says the list starts there.
    expect(html).toContain('Hospitals in Lagos come first');
    const offered = offeredHospitals(html);
    expect(offered.length).toBeGreaterThan(1);
    const hospital = `${invitePath(ada.link!)}/hospital`;
    expect((await postInviteForm(visitor, hospital, { hospital: 'no-such-hospital' })).status).toBe(422);
    expect((await postInviteForm(visitor, hospital, { hospital: offered[1]! })).status).toBe(303);
    const [adaNow] = await invitationsOf(customer.client, order.id);
    expect(adaNow?.hospital?.id).toBe(offered[1]);
    expect(adaNow?.state).toBe('opened');
  });

  it('limits the page to 60 requests a minute per address, with a page of its own', async ({ testApp }) => {
    const { ada } = await orderForTwo(testApp);
    const visitor = createTestClient(testApp);
    for (let request = 0; request < 60; request++) await page(visitor, ada.link!);
    const limited = await page(visitor, ada.link!);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('text/html');
    expect((await page(createTestClient(testApp), ada.link!)).status).toBe(200);
  });
});
