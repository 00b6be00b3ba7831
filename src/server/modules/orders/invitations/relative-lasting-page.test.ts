import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addDays, calendarDateOf } from '../../../../domain/calendar-date';
import { INVITATION_MESSAGES } from '../../../../domain/orders/beneficiary-invitation';
import { it } from '../../../../testing/api-test';
import { chooseFirstHospitals, invitePath, linksTexted, provenDevice } from '../../../../testing/invitations';
import { activeOrderOf, verifyPath } from '../../../../testing/member-cards';
import { makeBeneficiary } from '../../../../testing/order-factories';
import { runtimeOfApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { beneficiaryInvitations, orders } from '../../../db/schema';
import type { Db } from '../../../db/client';

/*
 * The relative's own lasting page (docs/decisions/050): it lasts as long as the cover plus 90 days, a new link
 * kills the old one and is never shown to the sponsor, and it survives the sponsor's account deletion.
 */

const PERSON = makeBeneficiary({
  firstName: 'Adaeze',
  lastName: 'Nwankwo',
  email: 'adaeze.nwankwo@example.com',
  phoneNumber: '8039876543',
  countryCode: '+234',
  address: '7 Marina Road, Lagos',
});
const TO = '2348039876543';
const DAY = 24 * 60 * 60 * 1000;

/** An active order for Adaeze, her hospital chosen; her link as texted to her, and a device proven with the code. */
async function activeCover(customer: TestClient, admin: TestClient) {
  const order = await activeOrderOf(customer, admin, { beneficiaries: [PERSON] });
  await chooseFirstHospitals(customer, order.id);
  const runtime = runtimeOfApp(customer.app);
  const link = (await linksTexted(runtime, TO)).at(-1)!;
  const device = await provenDevice(customer, link, TO);
  return { order, link, path: invitePath(link), device };
}

/** Her link was sent `days` ago: as if the order had waited that long before it became active. */
async function sentDaysAgo(db: Db, orderId: string, days: number) {
  const at = new Date(Date.now() - days * DAY);
  await db
    .update(beneficiaryInvitations)
    .set({ sentAt: at, expiresAt: new Date(at.getTime() + 14 * DAY) })
    .where(eq(beneficiaryInvitations.orderId, orderId));
}

const coverEndedDaysAgo = (db: Db, orderId: string, days: number) =>
  db
    .update(orders)
    .set({ coverageEndDate: addDays(calendarDateOf(new Date()), -days) })
    .where(eq(orders.id, orderId));

async function deleteAccountOf(customer: TestClient, email: string, admin: TestClient) {
  const asked = await customer.postJson('/api/deletion-requests', {
    email,
    reason: 'We are moving our cover to another provider this year.',
    confirmation: 'delete my account',
  });
  expect(asked.status).toBe(201);
  const { id } = (await asked.json()) as { id: string };
  const processed = await admin.fetch(`/api/admin/deletion-requests/${id}/process`, { method: 'POST' });
  expect(processed.status).toBe(200);
}

describe("the relative's lasting page", () => {
  it('shows her cover, card with its QR code, hospital, emergency line and Add to home screen', async ({
    customer,
    admin,
  }) => {
    const { path, device } = await activeCover(customer.client, admin.client);
    const page = await device.fetch(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Hello Adaeze Nwankwo');
    expect(html).toContain('My member card');
    expect(html).toContain('Cover not yet active'); // activated today: cover starts tomorrow (decision 048)
    expect(html).toMatch(/<svg[^>]+role="img"[^>]+aria-label="QR code of your member card/);
    expect(html).toContain('/verify/');
    expect(html).toContain('My hospital');
    expect(html).toContain('Address');
    expect(html).toMatch(/href="tel:\+?\d+"/);
    expect(html).toContain('Add to home screen');
    expect(html).toContain(`<link rel="manifest" href="${path}/manifest.webmanifest">`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves her page its own manifest and script; an unknown link has none', async ({
    customer,
    admin,
    visitor,
  }) => {
    const { path } = await activeCover(customer.client, admin.client);
    const manifest = await visitor.fetch(`${path}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ start_url: path, scope: path, display: 'standalone' });
    const script = await visitor.fetch('/relative-page.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('beforeinstallprompt');
    const unknown = await visitor.fetch(`/invite/${'A'.repeat(43)}/manifest.webmanifest`);
    expect(unknown.status).toBe(404);
  });

  it('still opens long after its first 14 days once the cover is active', async ({ customer, admin, db }) => {
    const { order, path, device } = await activeCover(customer.client, admin.client);
    await sentDaysAgo(db, order.id, 40);
    expect((await device.fetch(path)).status).toBe(200);
  });

  it('works until the 90th day after the cover ends, and not a day more', async ({ customer, admin, db }) => {
    const { order, path, device } = await activeCover(customer.client, admin.client);
    await sentDaysAgo(db, order.id, 500);
    await coverEndedDaysAgo(db, order.id, 90);
    expect((await device.fetch(path)).status).toBe(200);
    await coverEndedDaysAgo(db, order.id, 91);
    const gone = await device.fetch(path);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain(INVITATION_MESSAGES.expiredTitle);
  });

  it('a new link kills the old one, reaches her by SMS and is in no answer to the sponsor', async ({
    customer,
    admin,
  }) => {
    const { order, link, path, device } = await activeCover(customer.client, admin.client);
    const person = await customer.client.fetch(`/api/orders/${order.id}/invitations`);
    const { invitations } = (await person.json()) as { invitations: Array<{ beneficiaryId: string }> };
    const resent = await customer.client.postJson(
      `/api/orders/${order.id}/invitations/${invitations[0]!.beneficiaryId}/resend`,
      {},
    );
    expect(resent.status).toBe(200);
    const answers = [
      await resent.text(),
      await (await customer.client.fetch(`/api/orders/${order.id}/invitations`)).text(),
      await (await customer.client.fetch(`/api/orders/${order.id}`)).text(),
      await (await customer.client.fetch('/api/orders')).text(),
      await (await admin.client.fetch(`/api/admin/orders/${order.id}`)).text(),
    ];
    const texted = await linksTexted(runtimeOfApp(customer.client.app), TO);
    const fresh = texted.at(-1)!;
    expect(fresh).not.toBe(link);
    const freshToken = fresh.split('/invite/')[1]!;
    for (const body of answers) expect(body).not.toContain(freshToken);

    const old = await device.fetch(path);
    expect(old.status).toBe(404);
    expect(await old.text()).toContain(INVITATION_MESSAGES.notFoundTitle);
    // The new link asks this device for the code again, then opens.
    const again = await provenDevice(customer.client, fresh, TO);
    expect(await (await again.fetch(invitePath(fresh))).text()).toContain('My member card');
  });

  it("survives the sponsor's account deletion: a new device gets in with her code and sees her full name", async ({
    customer,
    admin,
  }) => {
    await activeOrderOf(customer.client, admin.client, { beneficiaries: [PERSON] });
    const link = (await linksTexted(runtimeOfApp(customer.client.app), TO)).at(-1)!;
    await deleteAccountOf(customer.client, customer.signUp.email, admin.client);
    const device = await provenDevice(customer.client, link, TO);
    const page = await device.fetch(invitePath(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Hello Adaeze Nwankwo');
    expect(html).toContain('<dd>Adaeze Nwankwo</dd>');
    expect(html).toContain('Someone in your family');
  });

  it('keeps /verify showing her initials after the deletion, never a blank member', async ({
    customer,
    admin,
    visitor,
  }) => {
    const { order } = await activeCover(customer.client, admin.client);
    const cards = (await (await customer.client.fetch(`/api/orders/${order.id}/cards`)).json()) as {
      cards: Array<{ verifyUrl: string }>;
    };
    const check = verifyPath(cards.cards[0]!.verifyUrl);
    await deleteAccountOf(customer.client, customer.signUp.email, admin.client);
    const html = await (await visitor.fetch(check)).text();
    expect(html).toContain('A. N.');
    expect(html).not.toContain('Adaeze');
    expect(html).not.toMatch(/<dt>Member<\/dt><dd><\/dd>/);
  });
});
