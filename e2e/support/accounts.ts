import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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

/** Creates an account through the API; the request context keeps the session cookie for the page. */
export async function signUpViaApi(
  request: APIRequestContext,
  user: TestUser = makeUser(),
  details?: SignUpDetails,
) {
  const response = await request.post('/api/accounts', { data: signUpBody(user, details) });
  expect(response.status(), await response.text()).toBe(201);
  return user;
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
}

/** Signs `user` in on the sign-in form. */
export async function signInInForm(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
