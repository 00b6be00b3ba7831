import { expect, type APIRequestContext } from '@playwright/test';
import type { InvitationView } from '../../src/domain/orders/beneficiary-invitation';
import type { ReceivedSms } from '../../src/testing/termii-stub';
import { TERMII_STUB_URL } from '../../playwright.config';

/** The people's invitations on an order, read by its owner signed in on `request` (docs/decisions/041). */
export async function invitationsOf(request: APIRequestContext, orderId: string): Promise<InvitationView[]> {
  const response = await request.get(`/api/orders/${orderId}/invitations`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { invitations: InvitationView[] }).invitations;
}

/** The text messages the local Termii took for a number ('2348031234567'), oldest first (docs/decisions/049). */
export async function textsTo(request: APIRequestContext, to: string): Promise<ReceivedSms[]> {
  const response = await request.get(`${TERMII_STUB_URL}/messages`);
  const { messages } = (await response.json()) as { messages: ReceivedSms[] };
  return messages.filter((message) => message.to === to);
}

/** The link texted to a person, found by her first name in the invitation. */
export async function linkTexted(request: APIRequestContext, to: string, firstName: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const texts = await textsTo(request, to);
    const invitation = texts.findLast((text) => text.sms.startsWith(`Hello ${firstName},`));
    link = /https?:\/\/\S+\/invite\/[\w-]{43}/.exec(invitation?.sms ?? '')?.[0];
    expect(link, `no invitation texted to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return link!;
}

/** The latest code texted to a number, once it has come. */
export async function codeTexted(request: APIRequestContext, to: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const texts = (await textsTo(request, to)).slice(after);
    code = texts.flatMap((text) => /code is (\d{6})/.exec(text.sms)?.[1] ?? []).at(-1);
    expect(code, `no code texted to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return code!;
}

/**
 * Everyone on the paid order gives consent as she would on her own phone: the link texted to her, a code texted
 * to her, then 'I agree'. `request` plays her device (its cookies are kept per link's path).
 */
export async function consentForEveryone(request: APIRequestContext, orderId: string): Promise<void> {
  const response = await request.get(`/api/orders/${orderId}`);
  const { order } = (await response.json()) as {
    order: { beneficiaries: Array<{ firstName: string; countryCode: string; phoneNumber: string }> };
  };
  for (const person of order.beneficiaries) {
    const to = `${person.countryCode}${person.phoneNumber}`.replace(/\D/g, '');
    const path = new URL(await linkTexted(request, to, person.firstName)).pathname;
    const before = (await textsTo(request, to)).length;
    expect((await request.post(`${path}/code`, { maxRedirects: 0 })).status()).toBe(303);
    const code = await codeTexted(request, to, before);
    const entered = await request.post(`${path}/verify`, { form: { code }, maxRedirects: 0 });
    expect(entered.status(), `code of ${person.firstName}`).toBe(303);
    const answered = await request.post(`${path}/consent`, { form: { decision: 'given' }, maxRedirects: 0 });
    expect(answered.status(), `consent of ${person.firstName}`).toBe(303);
  }
}
