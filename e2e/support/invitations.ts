import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { InvitationView } from '../../src/domain/orders/beneficiary-invitation';
import { PROOF_MESSAGES } from '../../src/domain/orders/relative-proof';
import type { ReceivedSms } from '../../src/testing/termii-stub';
import { TERMII_STUB_URL } from '../../playwright.config';
import { MESSAGE_POLL } from './outbox';

/**
 * The address a relative's own phone calls from, one per link (its path): each relative opens her page on her own
 * phone, so the page's limit of requests per address and minute (rate-limit.rules.ts) counts her alone, not every
 * relative of every test at once. The e2e server believes X-Forwarded-For (TRUST_PROXY, playwright.config.ts).
 */
export function herPhone(linkPath: string): Record<string, string> {
  let hash = 0;
  for (const char of linkPath) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { 'x-forwarded-for': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}` };
}

let phones = 0;

/** A phone of a relative's own, for a browser context: an address no other test's relative uses (herPhone). */
export function ownPhoneHeaders(): Record<string, string> {
  phones += 1;
  return herPhone(`${process.pid}-${Date.now()}-${phones}`);
}

/**
 * A device that has never opened the relative's page: a phone of her own, no cookies, its own address, asking for
 * reduced motion as the suite's phone does (playwright.config.ts, docs/decisions/085). 390 px wide unless told.
 */
export function ownPhone(browser: Browser, viewport = { width: 390, height: 844 }) {
  return browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    extraHTTPHeaders: ownPhoneHeaders(),
  });
}

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
    // The greeting is in her language (docs/decisions/069): 'Hello Adaora,', 'Ẹ n lẹ́ o Adaora,'…
    const invitation = texts.findLast((text) => text.sms.includes(` ${firstName},`));
    link = /https?:\/\/\S+\/invite\/[\w-]{43}/.exec(invitation?.sms ?? '')?.[0];
    expect(link, `no invitation texted to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000, ...MESSAGE_POLL });
  return link!;
}

/** The latest code texted to a number, once it has come. */
export async function codeTexted(request: APIRequestContext, to: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const texts = (await textsTo(request, to)).slice(after);
    // Six digits standing alone, in a text that is no invitation: the code, whatever her language.
    code = texts
      .filter((text) => !text.sms.includes('/invite/'))
      .flatMap((text) => /(?<![\w-])(\d{6})(?![\w-])/.exec(text.sms)?.[1] ?? [])
      .at(-1);
    expect(code, `no code texted to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000, ...MESSAGE_POLL });
  return code!;
}

/** The number the local Termii sees for a Nigerian national number: '8031234567' → '2348031234567'. */
export function textedNumber(countryCode: string, phoneNumber: string): string {
  return `${countryCode}${phoneNumber}`.replace(/\D/g, '');
}

/**
 * One relative answers as she would on her own phone: the link texted to her, a code texted to her, then her
 * decision. `request` plays her device (its cookies are kept per link's path).
 */
export async function answerInvitation(
  request: APIRequestContext,
  to: string,
  firstName: string,
  decision: 'given' | 'refused',
): Promise<void> {
  const path = new URL(await linkTexted(request, to, firstName)).pathname;
  await answerOnHerPage(request, path, to, decision);
}

/**
 * Her answer on her page at `path` (the link texted to her, or the sponsor's share link to the same page): the code
 * texted to `to` typed first, then her decision.
 */
export async function answerOnHerPage(
  request: APIRequestContext,
  path: string,
  to: string,
  decision: 'given' | 'refused',
): Promise<void> {
  await enterTextedCodeViaHttp(request, path, to);
  // A refusal is stored only with its confirmation, as the 'Are you sure?' screen sends it (issue 30, point 4).
  const form: Record<string, string> = decision === 'refused' ? { decision, confirm: 'yes' } : { decision };
  const answered = await request.post(`${path}/consent`, { form, maxRedirects: 0, headers: herPhone(path) });
  expect(answered.status(), `answer from ${to}`).toBe(303);
}

/**
 * Asks for a code on her link's page (`path`) and types the one texted to `to`, as her page's form posts them: the
 * device of `request` (and so its pages) then opens her page without the code screen.
 */
export async function enterTextedCodeViaHttp(request: APIRequestContext, path: string, to: string) {
  const before = (await textsTo(request, to)).length;
  expect((await request.post(`${path}/code`, { maxRedirects: 0, headers: herPhone(path) })).status()).toBe(
    303,
  );
  const code = await codeTexted(request, to, before);
  const entered = await request.post(`${path}/verify`, {
    form: { code },
    maxRedirects: 0,
    headers: herPhone(path),
  });
  expect(entered.status(), `code texted to ${to}`).toBe(303);
}

/**
 * Picks a hospital her page offers (the one of id `hospitalId`, or the first), as its form posts it, on a device
 * that has her page open; answers its id.
 */
export async function chooseHospitalViaHttp(
  request: APIRequestContext,
  path: string,
  hospitalId?: string,
): Promise<string> {
  const html = await (await request.get(`${path}?step=hospital`, { headers: herPhone(path) })).text();
  const offered = [...html.matchAll(/name="hospital" value="([^"]+)"/g)].map((match) => match[1]!);
  const hospital = hospitalId ? offered.find((id) => id === hospitalId) : offered[0];
  expect(hospital, `${hospitalId ?? 'a hospital'} among ${offered.join(', ')}`).toBeTruthy();
  const saved = await request.post(`${path}/hospital`, {
    form: { hospital: hospital! },
    maxRedirects: 0,
    headers: herPhone(path),
  });
  expect(saved.status(), await saved.text()).toBe(303);
  return hospital!;
}

/** Everyone on the paid order gives consent on her own device (answerInvitation). */
export async function consentForEveryone(request: APIRequestContext, orderId: string): Promise<void> {
  const response = await request.get(`/api/orders/${orderId}`);
  const { order } = (await response.json()) as {
    order: { beneficiaries: Array<{ firstName: string; countryCode: string; phoneNumber: string }> };
  };
  for (const person of order.beneficiaries) {
    const to = textedNumber(person.countryCode, person.phoneNumber);
    await answerInvitation(request, to, person.firstName, 'given');
  }
}

/**
 * On a device that has not opened her page before: the code screen names where the code goes (masked), the code
 * texted to `to` is typed in, and her page opens.
 */
export async function openWithTextedCode(page: Page, to: string, masked: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: PROOF_MESSAGES.codeTitle })).toBeVisible();
  const before = (await textsTo(page.request, to)).length;
  await page.getByRole('button', { name: PROOF_MESSAGES.sendCode }).click();
  await expect(page.getByRole('status')).toHaveText(PROOF_MESSAGES.codeSent(masked));
  const code = await codeTexted(page.request, to, before);
  await page.getByRole('textbox', { name: PROOF_MESSAGES.codeLabel }).fill(code);
  await page.getByRole('button', { name: PROOF_MESSAGES.confirm }).click();
  await expect(page.getByRole('heading', { level: 2, name: PROOF_MESSAGES.codeTitle })).toHaveCount(0);
}
