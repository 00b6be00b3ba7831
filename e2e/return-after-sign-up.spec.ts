import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { makeUser, signInInForm, signUpInForm, signUpViaApi } from './support/accounts';
import { firstPlanOf } from './support/funeral';
import { addBeneficiaries, person, skipPayer } from './support/purchase';
import { openPropertyNamed, withApply } from './support/real-estate';
import { dismissToasts } from './support/toasts';

// Issue 13: the page a visitor was sent to sign in from survives a detour through sign-up (DECISIONS 1, 13, 31).

const redirectTo = (target: string) => `redirect=${encodeURIComponent(target)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Issue 26: a first-time buyer is offered an account, not an error and 'Welcome Back' (docs/decisions/053).
test('a visitor buying HomeReach Hazel is offered an account, signs up and lands on its beneficiary step', async ({
  page,
}) => {
  const target = '/healthcare/beneficiary?plan=homereach-hazel';
  await page.goto(paths.healthcarePlan('homereach-hazel'));
  await page.getByRole('link', { name: /^Buy This Plan/ }).click();
  await expect(page).toHaveURL(`/signup?${redirectTo(target)}`);
  await expect(page.getByRole('heading', { name: 'Join the Diaspora Hub' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an account to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
    'href',
    `/signin?${redirectTo(target)}`,
  );
  await expect(page.getByText('Authentication Required')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page.getByText('Create an account to get started')).toBeVisible();
  await expect(page.getByText('Create an account to continue buying HomeReach Hazel')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute(
    'href',
    `/signin?${redirectTo(target)}`,
  );
  await expectAccessible(page);

  await signUpInForm(page, makeUser());
  await expect(page).toHaveURL(new RegExp(`${escaped(target)}$`));
  await expect(page.getByRole('heading', { name: 'Add Beneficiaries' })).toBeVisible();
  // The flow goes on with the plan the visitor chose.
  await addBeneficiaries(page, [person(40)]);
  await expect(page).toHaveURL(/\/healthcare\/payer\?plan=homereach-hazel$/);
  await skipPayer(page);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('HomeReach Hazel');
});

test('a visitor applying for a property signs up and comes back to the property', async ({ page }) => {
  await openPropertyNamed(page, 'Ocean View Villa');
  // The return target asks for the application form (decision 032) and keeps the list's ?back= (decision 034).
  const property = withApply(page.url());
  await page.getByRole('button', { name: 'Apply for this Property' }).click();
  await expect(page).toHaveURL(`/login?${redirectTo(property)}`);
  await expect(page.getByText('Sign in to continue applying for a property')).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/signup?${redirectTo(property)}`);
  await expect(page.getByText('Create an account to continue applying for a property')).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);

  await signUpInForm(page, makeUser());
  await expect(page).toHaveURL(property);
  await expect(page.getByRole('heading', { level: 1, name: 'Ocean View Villa' })).toBeVisible();
  await expect(page.getByLabel('Message to the provider')).toBeVisible();
});

test('sign-up leads back to sign-in with the same target: funeral cover', async ({ page, browser }) => {
  const user = await signUpViaApi((await browser.newContext()).request);
  const plan = await firstPlanOf(page.request, 'single_parent');
  const target = `/funeral-insurance/apply?plan=${plan.id}`;
  await page.goto(target);
  await expect(page).toHaveURL(`/login?${redirectTo(target)}`);
  await expect(page.getByText('Sign in to continue applying for funeral cover')).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByText('Create an account to continue applying for funeral cover')).toBeVisible();
  await page.getByRole('link', { name: 'Already have an account?' }).click();
  await expect(page).toHaveURL(`/signin?${redirectTo(target)}`);
  await expect(page.getByText('Sign in to continue applying for funeral cover')).toBeVisible();

  await signInInForm(page, user);
  await expect(page).toHaveURL(new RegExp(`${escaped(target)}$`));
  await expect(page.getByRole('region', { name: 'Single Parent Plan' })).toBeVisible();
});

test('without a target, or with another origin’s, sign-up goes home and says nothing more', async ({
  page,
}) => {
  await page.goto(
    `${paths.signUp}?${redirectTo('//evil.example/healthcare/beneficiary?plan=homereach-hazel')}`,
  );
  await expect(page.getByRole('heading', { name: 'Join the Diaspora Hub' })).toBeVisible();
  await expect(page.getByText(/to continue/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute(
    'href',
    '/signin',
  );
  await signUpInForm(page, makeUser());
  await expect(page).toHaveURL(/\/home$/);
});
