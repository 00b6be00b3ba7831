import { eq } from 'drizzle-orm';
import type { InvitationView } from '../domain/orders/beneficiary-invitation';
import { beneficiaryInvitations, orderBeneficiaries } from '../server/db/schema';
import { invitationKey, invitationUrl } from '../server/modules/orders/invitations/invitation-links.service';
import type { Runtime } from '../server/runtime';
import { changeOrderStatus, SYSTEM_ACTOR } from '../server/modules/orders/order-status.service';
import { messagesOut } from './messages-out';
import { readOutbox } from './outbox';
import { readSmsOutbox } from './sms-outbox';
import { runtimeOfApp } from './test-app';
import { createTestClient, type TestClient } from './test-client';

/** The people's invitations on an order, as its owner (or an admin) reads them; any status but 200 throws. */
export async function invitationsOf(client: TestClient, orderId: string): Promise<InvitationView[]> {
  const response = await client.fetch(`/api/orders/${orderId}/invitations`);
  if (response.status !== 200) throw new Error(`reading invitations failed with ${response.status}`);
  return ((await response.json()) as { invitations: InvitationView[] }).invitations;
}

/** The path of a person's page from their link. */
export function invitePath(link: string): string {
  return new URL(link).pathname;
}

/** Sends one of the page's forms as a browser without JavaScript would (urlencoded, redirects not followed). */
export function postInviteForm(client: TestClient, path: string, form: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

/** The links in the text messages sent to a number ('2348031234567'), oldest first. */
export async function linksTexted(runtime: Runtime, to: string): Promise<string[]> {
  const messages = (await readSmsOutbox(runtime)).filter((message) => message.to === to);
  return messages.flatMap((message) => /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/.exec(message.text) ?? []);
}

/**
 * The code in a message, whatever its language (docs/decisions/069): six digits standing alone, in a message that
 * carries no invitation link.
 */
const codeIn = (text: string) =>
  text.includes('/invite/') ? [] : (/(?<![\w-])(\d{6})(?![\w-])/.exec(text)?.[1] ?? []);

/** The latest code texted or mailed to a person (docs/decisions/049). */
export async function latestCode(
  runtime: Runtime,
  outboxDir: string | undefined,
  to: string,
): Promise<string> {
  const texted = (await readSmsOutbox(runtime))
    .filter((message) => message.to === to)
    .flatMap((message) => codeIn(message.text));
  const mailed = outboxDir
    ? (await readOutbox({ runtime, outboxDir }))
        .filter((mail) => mail.to === to)
        .flatMap((mail) => codeIn(mail.decoded))
    : [];
  const code = [...texted, ...mailed].at(-1);
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Everyone on an order with the link the server sent her (made again from the key, as the server made it). */
async function sentLinks(runtime: Runtime, orderId: string) {
  const links = { key: invitationKey(runtime.auth.options.secret), appUrl: 'http://localhost:3000' };
  const rows = await runtime.database.db
    .select({
      beneficiaryId: orderBeneficiaries.id,
      firstName: orderBeneficiaries.firstName,
      countryCode: orderBeneficiaries.countryCode,
      phoneNumber: orderBeneficiaries.phoneNumber,
      generation: beneficiaryInvitations.generation,
      invitedAt: beneficiaryInvitations.invitedAt,
    })
    .from(orderBeneficiaries)
    .innerJoin(beneficiaryInvitations, eq(beneficiaryInvitations.beneficiaryId, orderBeneficiaries.id))
    .where(eq(orderBeneficiaries.orderId, orderId));
  return rows.map((row) => {
    if (!row.invitedAt) throw new Error(`${row.firstName} was not invited: is the order paid?`);
    return {
      ...row,
      link: invitationUrl(links, row.beneficiaryId, row.generation),
      to: `${row.countryCode}${row.phoneNumber}`.replace(/\D/g, ''),
    };
  });
}

/**
 * A new device proves itself on a person's page with the code texted to her: returns that device's client, whose
 * cookie now opens the page. Any answer but the page's redirects throws.
 */
export async function provenDevice(client: TestClient, link: string, to: string): Promise<TestClient> {
  const runtime = runtimeOfApp(client.app);
  const device = createTestClient({ app: client.app });
  const path = invitePath(link);
  const sent = await postInviteForm(device, `${path}/code`, {});
  if (sent.status !== 303) throw new Error(`sending the code failed with ${sent.status}`);
  const code = await latestCode(runtime, undefined, to);
  const entered = await postInviteForm(device, `${path}/verify`, { code });
  if (entered.status !== 303) throw new Error(`entering the code failed with ${entered.status}`);
  return device;
}

/**
 * Everyone on the paid order gives consent as she would: her link from the server, a code texted to her phone,
 * then 'I agree' (docs/decisions/041, 049). What activating an order needs. `client` is any client of the app.
 */
export async function consentForEveryone(client: TestClient, orderId: string): Promise<void> {
  await answerForEveryone(client, orderId, async (device, path) => {
    const response = await postInviteForm(device, `${path}/consent`, { decision: 'given' });
    if (response.status !== 303) throw new Error(`consent failed with ${response.status}`);
  });
}

async function answerForEveryone(
  client: TestClient,
  orderId: string,
  act: (device: TestClient, path: string) => Promise<void>,
) {
  for (const person of await sentLinks(runtimeOfApp(client.app), orderId)) {
    const device = await provenDevice(client, person.link, person.to);
    await act(device, invitePath(person.link));
  }
}

/** The hospital ids a person's page offers, in the page's order. */
export function offeredHospitals(html: string): string[] {
  return [...html.matchAll(/name="hospital" value="([^"]+)"/g)].map((match) => match[1]!);
}

/** Every person on the paid order picks the first hospital her page offers; answers other than a redirect throw. */
export async function chooseFirstHospitals(client: TestClient, orderId: string): Promise<void> {
  await answerForEveryone(client, orderId, async (device, path) => {
    const [first] = offeredHospitals(await (await device.fetch(`${path}?step=hospital`)).text());
    if (!first) throw new Error('the page offers no hospital');
    const response = await postInviteForm(device, `${path}/hospital`, { hospital: first });
    if (response.status !== 303) throw new Error(`choosing a hospital failed with ${response.status}`);
  });
}

/**
 * The order becomes paid as a payment provider's confirmation makes it (changeOrderStatus, by the system), which
 * sends the people their links (docs/decisions/049): for tests whose subject comes after the payment.
 */
export async function paidBySystem(client: TestClient, orderId: string): Promise<void> {
  const runtime = runtimeOfApp(client.app);
  const changed = await runtime.database.db.transaction((tx) =>
    changeOrderStatus(
      tx,
      { orderId, from: 'pending', to: 'paid', changedBy: SYSTEM_ACTOR },
      messagesOut({ runtime }),
    ),
  );
  if (!changed) throw new Error('the order was not pending');
}
