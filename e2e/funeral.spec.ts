import { FUNERAL_PLAN_TYPE_INFO, FUNERAL_PLAN_TYPES } from '../src/domain/funeral/funeral-plan';
import { formatNgn, formatUsd } from '../src/domain/money';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { makeUser, signUpViaApi } from './support/accounts';
import { bornAged } from './support/purchase';
import {
  fillPerson,
  fillPrincipalAndBeneficiary,
  firstPlanOf,
  funeralPlans,
  submitAndConfirm,
} from './support/funeral';

test.describe('funeral plans', () => {
  test('lists every plan type with its seeded plans, and Back goes home', async ({ page }) => {
    await signUpViaApi(page.request);
    const plans = await funeralPlans(page.request);
    await page.goto(paths.funeralInsurance);
    await expect(page.getByRole('heading', { name: 'Choose Your Coverage Plan', level: 1 })).toBeVisible();
    await expect(page.getByText('Sample plans')).toBeVisible();
    await expect(page.getByText('6 months for natural death')).toBeVisible();
    await expect(page.getByText('No waiting period for accidental death')).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toContainText(
      FUNERAL_PLAN_TYPES.map((type) => FUNERAL_PLAN_TYPE_INFO[type].label),
    );
    // One card per plan type, its cover levels as rows: the monthly premium first, then the cover.
    for (const type of FUNERAL_PLAN_TYPES) {
      const group = page.getByRole('region', { name: FUNERAL_PLAN_TYPE_INFO[type].label, exact: true });
      await expect(group).toContainText(FUNERAL_PLAN_TYPE_INFO[type].description);
      const ofType = plans.filter((plan) => plan.planType === type);
      await expect(group).toContainText(`Underwriter${ofType[0]!.underwriter}`);
      await expect(group).toContainText(
        `Joining agesAges ${ofType[0]!.minEntryAge} to ${ofType[0]!.maxEntryAge}`,
      );
      const unit = type.startsWith('additional') ? '/ month per person' : '/ month per family';
      const levels = group.getByRole('listitem');
      await expect(levels).toHaveCount(ofType.length);
      for (const [index, plan] of ofType.entries()) {
        await expect(levels.nth(index)).toContainText(
          `${formatUsd(plan.monthlyPriceUsd)}${unit}${formatNgn(plan.monthlyPriceNgn)} ${unit}` +
            `Cover ${formatUsd(plan.coverageAmountUsd)} · ${formatNgn(plan.coverageAmountNgn)}`,
        );
      }
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  // Signed in: a visitor's page is a document with the plans in it, which asks no API (decision 027).
  test('a failed fetch shows an error with Try again', async ({ page }) => {
    await signUpViaApi(page.request);
    let fail = true;
    await page.route('**/api/funeral-plans', (route) =>
      fail
        ? route.fulfill({
            status: 429,
            json: { error: { code: 'rate_limited', message: 'Too many requests' } },
          })
        : route.fallback(),
    );
    await page.goto(paths.funeralInsurance);
    await expect(page.getByText("We couldn't load the funeral plans.")).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Family Plan', exact: true })).toBeVisible();
  });

  test('Select Plan opens the application with ?plan, and a reload keeps the plan', async ({ page }) => {
    await signUpViaApi(page.request, makeUser({ firstName: 'Bola', lastName: 'Ade' }));
    const plan = await firstPlanOf(page.request, 'family');
    await page.goto(paths.funeralInsurance);
    await page
      .getByRole('region', { name: 'Family Plan', exact: true })
      .getByRole('link', { name: /^Select Plan/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/funeral-insurance/apply\\?plan=${plan.id}$`));
    // The plans page has a 'Family Plan' group too: wait for the application page before looking for the plan.
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Funeral Plan' })).toBeVisible();
    const chosen = page.getByRole('region', { name: 'Family Plan', exact: true });
    await expect(chosen).toContainText(formatNgn(plan.coverageAmountNgn));
    await page.reload();
    await expect(chosen).toContainText(formatUsd(plan.monthlyPriceUsd));
    await expect(page.getByLabel('First Name').first()).toHaveValue('Bola');
    await expect(page.getByText('6 months for natural death')).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown plan says so, with a way back to the plans', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.funeralApplyPlan('6f1c1a56-5bd3-4d4e-9a57-4d1b6a0b9b11'));
    await expect(page.getByRole('heading', { name: 'Plan Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Funeral Plans' }).click();
    await expect(page).toHaveURL(/\/funeral-insurance$/);
  });

  test('a visitor is asked to sign in and comes back to the plan', async ({ page, browser }) => {
    const user = makeUser();
    await signUpViaApi((await browser.newContext()).request, user);
    const plan = await firstPlanOf(page.request, 'single_parent');
    await page.goto(paths.funeralApplyPlan(plan.id));
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please log in to apply for a funeral plan.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffuneral-insurance%2Fapply%3Fplan%3D/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/funeral-insurance/apply\\?plan=${plan.id}$`));
    await expect(page.getByRole('region', { name: 'Single Parent Plan' })).toBeVisible();
  });
});

test.describe('applying for a funeral plan', () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page.request);
  });

  test('Member & Nucleus Family: principal, spouse and a child', async ({ page }) => {
    const plan = await firstPlanOf(page.request, 'member_nucleus');
    await page.goto(paths.funeralApplyPlan(plan.id));
    await fillPrincipalAndBeneficiary(page);
    await page.getByRole('button', { name: 'Add spouse' }).click();
    await fillPerson(page, 'Spouse', 38);
    await page.getByRole('button', { name: 'Add child' }).click();
    await fillPerson(page, 'Child 1', 9);
    await expectAccessible(page);
    const reference = await submitAndConfirm(page, { usd: plan.monthlyPriceUsd, ngn: plan.monthlyPriceNgn });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'View in Profile' }).click();
    const applications = page.getByRole('list', { name: 'Applications' });
    await expect(applications.getByRole('listitem').filter({ hasText: reference })).toContainText('Pending');
  });

  test('Single Parent: two children at most, and a child aged 21 is refused', async ({ page }) => {
    const plan = await firstPlanOf(page.request, 'single_parent');
    await page.goto(paths.funeralApplyPlan(plan.id));
    await expect(page.getByRole('button', { name: 'Add spouse' })).toHaveCount(0);
    await fillPrincipalAndBeneficiary(page);
    const addChild = page.getByRole('button', { name: 'Add child' });
    await addChild.click();
    await fillPerson(page, 'Child 1', 6);
    await addChild.click();
    const second = await fillPerson(page, 'Child 2', 21);
    await expect(addChild).toBeDisabled();
    await expect(page.getByText('This plan covers up to 2 children under 21.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(second.getByText('Children must be under 21')).toBeVisible();
    await expect(second.getByLabel('Date of Birth')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Application Received!' })).toHaveCount(0);

    await second.getByLabel('Date of Birth').fill(bornAged(20));
    await submitAndConfirm(page, { usd: plan.monthlyPriceUsd, ngn: plan.monthlyPriceNgn });
  });

  test('Family: the spouse is part of the form, with up to four children', async ({ page }) => {
    const plan = await firstPlanOf(page.request, 'family');
    await page.goto(paths.funeralApplyPlan(plan.id));
    await fillPrincipalAndBeneficiary(page);
    await fillPerson(page, 'Spouse', 41);
    for (const number of [1, 2, 3, 4]) {
      await page.getByRole('button', { name: 'Add child' }).click();
      await fillPerson(page, `Child ${number}`, 2 + number * 3);
    }
    await expect(page.getByRole('button', { name: 'Add child' })).toBeDisabled();
    await submitAndConfirm(page, { usd: plan.monthlyPriceUsd, ngn: plan.monthlyPriceNgn });
  });

  test('Additional Family Members: named relatives with their relationship', async ({ page }) => {
    const plan = await firstPlanOf(page.request, 'additional_family');
    await page.goto(paths.funeralApplyPlan(plan.id));
    await fillPrincipalAndBeneficiary(page);
    await fillPerson(page, 'Family member 1', 68, 'Parent');
    await page.getByRole('button', { name: 'Add family member' }).click();
    await fillPerson(page, 'Family member 2', 35, 'Sibling');
    // Priced per person named (issue 27): the second relative doubles the premium, before and after sending.
    const premium = { usd: plan.monthlyPriceUsd * 2, ngn: plan.monthlyPriceNgn * 2 };
    await expect(page.getByRole('region', { name: 'Monthly premium' })).toContainText(
      `${formatNgn(plan.monthlyPriceNgn)} per person × 2 people`,
    );
    await submitAndConfirm(page, premium);
  });

  test('Additional Life: exactly one named person', async ({ page }) => {
    const plan = await firstPlanOf(page.request, 'additional_life');
    await page.goto(paths.funeralApplyPlan(plan.id));
    await expect(page.getByRole('button', { name: 'Add family member' })).toHaveCount(0);
    await fillPrincipalAndBeneficiary(page);
    await fillPerson(page, 'Person to be covered', 70, 'Grandparent');
    await submitAndConfirm(page, { usd: plan.monthlyPriceUsd, ngn: plan.monthlyPriceNgn });
  });
});
