import { expect, type APIRequestContext } from '@playwright/test';
import type { InvitationView } from '../../src/domain/orders/beneficiary-invitation';

/** The people's invitations on an order, read by its owner signed in on `request` (docs/decisions/041). */
export async function invitationsOf(request: APIRequestContext, orderId: string): Promise<InvitationView[]> {
  const response = await request.get(`/api/orders/${orderId}/invitations`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { invitations: InvitationView[] }).invitations;
}

/**
 * Everyone on the order gives consent through their own link, as each would on their page: what an admin needs
 * before making the order active. `request` is the owner's, who can read the links.
 */
export async function consentForEveryone(request: APIRequestContext, orderId: string): Promise<void> {
  for (const person of await invitationsOf(request, orderId)) {
    const path = `${new URL(person.link!).pathname}/consent`;
    const response = await request.post(path, { form: { decision: 'given' }, maxRedirects: 0 });
    expect(response.status(), `consent of ${person.firstName}`).toBe(303);
  }
}
