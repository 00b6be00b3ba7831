import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { addDays, calendarDateOf } from '../domain/calendar-date';
import { makeFuneralApplication } from './funeral-factories';
import { makeBeneficiary, makePayer } from './order-factories';
import { chooseFirstHospitals, consentForEveryone, paidBySystem } from './invitations';
import { placeOrderAs } from './order-api';
import { signedUpClient } from './signed-up-client';
import type { TestApp } from './test-app';
import { createTestClient } from './test-client';
import { requestDeletion } from './deletion-requests';
import { backdateApproval, claimToday, postClaim } from './funeral-claims';
import { funeralApplications, orderStatusChanges } from '../server/db/schema';
import { recordAudit } from '../server/modules/audit/audit.service';

/*
 * Test helpers for account deletion: a user who has left personal data everywhere the product keeps it, each
 * piece carrying a marker that marker-search.ts then looks for.
 */

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export interface Footprint {
  userId: string;
  email: string;
  orderIds: string[];
  /** Strings found only in this user's data: a token in every text, the phone's digits, the birth date. */
  markers: string[];
}

/**
 * Signs up a user and has them use everything: profile phone, two orders (beneficiaries and a payer), a funeral
 * application, a property application with a viewing, a saved search, a saved listing, a support request, a
 * password reset (a verification row), failed sign-ins (rate-limit counters for the email) and finally a deletion
 * request. `index` keeps birth dates apart.
 */
export async function userWithFootprint(
  testApp: TestApp,
  { funeralPlanId, propertyId, index }: { funeralPlanId: string; propertyId: string; index: number },
): Promise<Footprint> {
  const token = `mk${randomText(LETTERS, 12)}`;
  // A Nigerian mobile: the beneficiaries' phone must be one (docs/decisions/049).
  const phone = `80${randomText('0123456789', 8)}`;
  const year = new Date().getUTCFullYear() - 50 - index;
  const birthDate = `${year}-${String(randomInt(1, 13)).padStart(2, '0')}-${String(randomInt(1, 29)).padStart(2, '0')}`;
  const email = `del.${token}@example.com`;
  const named = (what: string) => `${what}${token}`;

  const { client, userId, signUp } = await signedUpClient(testApp, {
    email,
    firstName: named('First'),
    middleName: named('Middle'),
    lastName: named('Last'),
  });
  await client.api.me.profile.$patch({
    json: { contactNumber: `+44 ${phone}`, country: 'Ghana', preferredCurrency: 'USD' },
  });

  const person = { phoneNumber: phone, dateOfBirth: birthDate, address: `${named('Street ')} 4, Lagos` };
  const beneficiary = (n: number) =>
    makeBeneficiary({
      ...person,
      firstName: named(`Ben${n}`),
      lastName: named('Kin'),
      email: `b${n}.${email}`,
    });
  const payer = makePayer({
    ...person,
    firstName: named('Payer'),
    lastName: named('Payer'),
    email: `payer.${email}`,
    companyName: named('Company'),
  });
  const orders = [
    await placeOrderAs(client, { beneficiaries: [beneficiary(1), beneficiary(2)], payer }),
    await placeOrderAs(client, { beneficiaries: [beneficiary(3)], payer: null }),
  ];
  // The people answer their invitations: consent given and a hospital chosen (docs/decisions/041).
  await paidBySystem(client, orders[0]!.id);
  await consentForEveryone(client, orders[0]!.id);
  await chooseFirstHospitals(client, orders[0]!.id);

  const funeral = makeFuneralApplication(funeralPlanId, 'member_nucleus', {
    principal: { ...person, firstName: named('Principal'), lastName: named('Member'), email },
    spouse: { firstName: named('Spouse'), lastName: named('Member'), dateOfBirth: birthDate },
    children: [],
    beneficiary: {
      firstName: named('Heir'),
      lastName: named('Member'),
      relationship: 'sibling',
      phoneNumber: phone,
    },
  });
  await expectCreated(client.postJson('/api/funeral-applications', funeral));
  // Approved directly (the console is not this helper's subject), then a claim and a claim link on it.
  const db = testApp.runtime.database.db;
  await db
    .update(funeralApplications)
    .set({ status: 'approved' })
    .where(eq(funeralApplications.userId, userId));
  const [covered] = await db
    .select({ id: funeralApplications.id })
    .from(funeralApplications)
    .where(eq(funeralApplications.userId, userId));
  await backdateApproval(db, covered!.id, 0);
  const claim = claimToday({ bankName: named('Bank'), accountName: named('Payee') });
  await expectCreated(postClaim(client, `/api/funeral-applications/${covered?.id}/claims`, claim));
  await expectCreated(
    client.postJson(`/api/funeral-applications/${covered?.id}/claim-link`, { email: `heir.${email}` }),
  );
  const applied = await client.postJson('/api/property-applications', {
    propertyId,
    message: `Please call me about it. ${named('Message')}`,
    preferredContact: 'phone',
  });
  await expectCreated(Promise.resolve(applied.clone()));
  const { application } = (await applied.json()) as { application: { id: string } };
  // A viewing by someone the user names: their name and phone are the user's to remove.
  await expectCreated(
    client.postJson(`/api/property-applications/${application.id}/viewing`, {
      mode: 'in_person',
      viewerName: named('Viewer'),
      viewerPhone: `+234 ${phone}`,
      dates: [addDays(calendarDateOf(new Date()), 2)],
    }),
  );
  // A saved search, its text the user's own words.
  await expectCreated(client.postJson('/api/saved-searches', { search: named('Search') }));
  // A saved listing (issue 16, point 2): gone with the account.
  const saved = await client.fetch(`/api/saved-listings/${propertyId}`, { method: 'PUT' });
  if (saved.status !== 200) throw new Error(`saving a listing failed with ${saved.status}`);
  await expectCreated(
    client.postJson('/api/support-requests', {
      subject: named('Subject'),
      message: `Help me ${named('Body')}`,
    }),
  );

  await createTestClient(testApp).postJson('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    await createTestClient(testApp).postJson('/api/auth/sign-in/email', {
      email,
      password: 'wrong-password-1',
    });
  }
  // Signed in, as most requests are; the email given is the account's.
  await requestDeletion(testApp, client, signUp.email, `Leaving now, ${named('Reason')}`);
  return { userId, email, orderIds: orders.map((order) => order.id), markers: [token, phone, birthDate] };
}

/**
 * Admins' notes that name the customer, as the orders and applications consoles keep them: in the orders'
 * history and in the audit entries of status changes. Written directly, so these tests do not depend on those
 * consoles' routes.
 */
export async function adminNotesAbout(
  testApp: TestApp,
  footprint: Footprint,
  adminId: string,
): Promise<void> {
  const db = testApp.runtime.database.db;
  const note = `Called ${footprint.markers[0]} about the transfer`;
  await db
    .update(orderStatusChanges)
    .set({ note })
    .where(inArray(orderStatusChanges.orderId, footprint.orderIds));
  const applications = await db
    .select({ id: funeralApplications.id })
    .from(funeralApplications)
    .where(eq(funeralApplications.userId, footprint.userId));
  const changed = [
    ...footprint.orderIds.map((id) => ({ entityType: 'order' as const, entityId: id })),
    ...applications.map(({ id }) => ({ entityType: 'funeral_application' as const, entityId: id })),
  ];
  for (const entity of changed) {
    await recordAudit(db, {
      actorId: adminId,
      action: 'status changed',
      ...entity,
      before: { status: 'pending' },
      after: { status: 'pending', note },
    });
  }
}

async function expectCreated(response: Promise<Response>): Promise<void> {
  const answer = await response;
  if (answer.status !== 201) throw new Error(`expected 201, got ${answer.status}: ${await answer.text()}`);
}
