import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CONFIRM_EMAIL_SUBJECT } from '../../src/server/mail/confirm-email-mail';
import { firstLink, latestMailTo, MESSAGE_POLL } from './outbox';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;

export function makeUser(overrides: Partial<TestUser> = {}): TestUser {
  sequence += 1;
  return {
    email: `e2e.${Date.now().toString(36)}.${process.pid}.${sequence}@example.com`,
    password: 'e2e-password-1',
    firstName: 'Amaka',
    lastName: 'Nwosu',
    ...overrides,
  };
}

/** What a sign-up sends besides the user's own fields. */
export interface SignUpDetails {
  middleName: string;
  country: string;
}

/** The body of POST /api/accounts for `user`: no middle name and the form's default country unless given. */
export function signUpBody(user: TestUser, details: SignUpDetails = { middleName: '', country: 'Nigeria' }) {
  return { ...user, ...details, confirmPassword: user.password };
}

/**
 * Creates an account through the API; the request context keeps the session cookie for the page. The address is
 * confirmed through the mailed link, as a person would, unless `confirmed` is false (decision 063).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  user: TestUser = makeUser(),
  details?: SignUpDetails,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const response = await request.post('/api/accounts', { data: signUpBody(user, details) });
  expect(response.status(), await response.text()).toBe(201);
  if (confirmed) await confirmEmailViaLink(request, user.email);
  return user;
}

/** Opens the confirmation link mailed to `email` in this request context (it lands on /email-confirmed). */
export async function confirmEmailViaLink(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(() => (link = confirmationLinkIn(latestMailTo(email))), {
      message: `confirmation mail to ${email}`,
      ...MESSAGE_POLL,
    })
    .toBeTruthy();
  const opened = await request.get(link ?? '', { maxRedirects: 0 });
  expect(opened.headers()['location']).toBe('/email-confirmed');
}

function confirmationLinkIn(mail: string | undefined): string | undefined {
  if (!mail?.includes(CONFIRM_EMAIL_SUBJECT)) return undefined;
  return firstLink(mail);
}

export async function signInViaApi(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await request.post('/api/auth/sign-in/email', { data: user });
  expect(response.status(), await response.text()).toBe(200);
}

/** A customer in a browser context of their own, so the test's page can be the admin's. */
export async function newCustomer(browser: Browser) {
  const context = await browser.newContext();
  const user = await signUpViaApi(context.request, makeUser());
  return { context, user };
}

/** Fills the sign-up form with `user` (the form's default country) and creates the account. */
export async function signUpInForm(page: Page, user: TestUser) {
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Surname').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  // 'Create an account to continue' when the visitor was on their way somewhere (docs/decisions/053).
  await page.getByRole('button', { name: /^Create (Account|an account to continue)$/ }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  // The person opens the mailed link (in this browser's cookie jar) before paying or applying (decision 063).
  await confirmEmailViaLink(page.request, user.email);
}

/** Signs `user` in on the sign-in form. */
export async function signInInForm(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
