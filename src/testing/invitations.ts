import type { InvitationView } from '../domain/orders/beneficiary-invitation';
import type { TestClient } from './test-client';

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

/**
 * Everyone on the order gives consent through their own link, read by the owner `customer`: what activating an
 * order needs (docs/decisions/041). Any answer but the page's redirect throws.
 */
export async function consentForEveryone(customer: TestClient, orderId: string): Promise<void> {
  for (const person of await invitationsOf(customer, orderId)) {
    if (!person.link) throw new Error(`no working link for ${person.firstName}`);
    const response = await postInviteForm(customer, `${invitePath(person.link)}/consent`, {
      decision: 'given',
    });
    if (response.status !== 303) throw new Error(`consent failed with ${response.status}`);
  }
}

/** The hospital ids a person's page offers, in the page's order. */
export function offeredHospitals(html: string): string[] {
  return [...html.matchAll(/name="hospital" value="([^"]+)"/g)].map((match) => match[1]!);
}

/** Every person on the order picks the first hospital their page offers; answers other than a redirect throw. */
export async function chooseFirstHospitals(customer: TestClient, orderId: string): Promise<void> {
  for (const person of await invitationsOf(customer, orderId)) {
    if (!person.link) throw new Error(`no working link for ${person.firstName}`);
    const path = invitePath(person.link);
    const [first] = offeredHospitals(await (await customer.fetch(path)).text());
    if (!first) throw new Error('the page offers no hospital');
    const response = await postInviteForm(customer, `${path}/hospital`, { hospital: first });
    if (response.status !== 303) throw new Error(`choosing a hospital failed with ${response.status}`);
  }
}
