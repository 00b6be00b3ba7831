import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { card, expectPrices, pricesOf } from './support/health-catalogue';
import { expectNewTabLink } from './support/links';

test.describe('provider pages', () => {
  test('Diaspora UHMS: Sapphire, Emerald (most popular) and Ruby, and the provider spreadsheet', async ({
    page,
  }) => {
    await page.goto(paths.healthcarePlans);
    await expect(page).toHaveTitle('Diaspora UHMS Plans | Diaspora Hub');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    for (const id of ['sapphire', 'emerald', 'ruby']) await expectPrices(card(page, pricesOf(id).name), id);
    await expect(card(page, 'Sapphire')).toContainText('$1,654.97');
    await expect(card(page, 'Emerald').getByText('Most Popular')).toBeVisible();
    await expect(card(page, 'Ruby').getByText('Most Popular')).toHaveCount(0);
    await expectNewTabLink(page.getByRole('link', { name: /Provider List/ }));
    await expectAccessible(page);
    await card(page, 'Sapphire')
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/healthcare\/plan\/sapphire$/);
  });

  test('Ally Partners: plan-type prices, extra benefits, two hospital networks', async ({ page }) => {
    await page.goto(paths.smathealthPlans);
    for (const id of ['ally-partners-premium', 'ally-partners-executive']) {
      const plan = card(page, pricesOf(id).name);
      await expectPrices(plan, id);
      await expect(plan.getByRole('rowheader')).toHaveText([
        'Female Single',
        'Male Single',
        'Family',
        'Geriatric (60+)',
      ]);
    }
    await expect(
      card(page, 'Premium')
        .getByRole('row', { name: /Male Single/ })
        .getByText('$750', { exact: true }),
    ).toBeVisible();
    const extras = page.getByRole('region', { name: 'Additional Benefits' });
    for (const text of [
      'Dental emergency up to NGN 50,000',
      'Routine dental care and orthodontics up to NGN 150,000',
      'Frames up to NGN 40,000 every 2 years',
      'Lenses up to NGN 50,000',
      'Normal delivery covered 100% after a 10-month waiting period',
      'Psychiatric care covered at 50-70%',
      'Rehabilitation covered 100% for up to 30 days',
    ]) {
      await expect(extras.getByText(text)).toBeVisible();
    }
    const networks = page.getByRole('region', { name: 'Hospital Networks' });
    await expect(networks.getByRole('region', { name: /hospitals by tier$/ })).toHaveCount(2);
    await expectAccessible(page);
  });

  test('HomeReach: both age-band prices, tiers, two documents and Back', async ({ page }) => {
    await page.goto(paths.homereachPlans);
    const bands = [
      ['Tulip', '$180', '₦279,594', '$420', '₦652,386', 'Tier 1 - 2'],
      ['Hazel', '$240', '₦372,792', '$600', '₦931,980', 'Tier 1 - 3'],
      ['Ivy', '$360', '₦559,188', '$960', '₦1,491,168', 'Tier 1 - 4'],
    ] as const;
    for (const [name, young, youngNgn, elderly, elderlyNgn, tiers] of bands) {
      const plan = card(page, name);
      await expect(plan.getByRole('term')).toHaveText(['Ages 0-65', 'Ages 66-75']);
      await expect(plan.getByRole('definition').first()).toContainText(young);
      await expect(plan.getByRole('definition').first()).toContainText(youngNgn);
      await expect(plan.getByRole('definition').last()).toContainText(elderly);
      await expect(plan.getByRole('definition').last()).toContainText(elderlyNgn);
      await expect(plan.getByText(`Hospital access: ${tiers}`)).toBeVisible();
    }
    await expectNewTabLink(page.getByRole('link', { name: /Provider List/ }));
    await expectNewTabLink(page.getByRole('link', { name: /Full Service Offering/ }));
    await expectAccessible(page);
    await card(page, 'Hazel')
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/healthcare\/plan\/homereach-hazel$/);
    await page.goBack();
    await page.getByRole('link', { name: /^Back/ }).click();
    await expect(page).toHaveURL(/\/healthcare\/options$/);
  });

  test('Venus: five plans in the Plans tab; the Providers tab leads back to them', async ({ page }) => {
    await page.goto(paths.venusPlans);
    const plansTab = page.getByRole('tab', { name: 'Plans' });
    await expect(plansTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Plans' });
    await expect(panel.getByRole('article')).toHaveCount(5);
    for (const id of ['super', 'zenith', 'cadillac', 'silver-global', 'silver-africa']) {
      await expectPrices(card(page, pricesOf(id).name), id);
    }
    await expect(card(page, 'Super')).toContainText('$263');
    await expect(card(page, 'Super')).toContainText('₦407,460');
    await expect(card(page, 'Zenith').getByText('Most Popular')).toBeVisible();
    await expectNewTabLink(panel.getByRole('link', { name: /Provider List/ }));
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Providers' }).click();
    const providers = page.getByRole('tabpanel', { name: 'Providers' });
    await expect(providers.getByRole('article', { name: 'Venus Medicare' })).toBeVisible();
    await expectAccessible(page);
    await providers.getByRole('button', { name: 'View Plans' }).click();
    await expect(plansTab).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Zenith')).toBeVisible();
  });

  test('Tangerine: NGN first, USD on the toggle, full benefits on demand, three info cards', async ({
    page,
  }) => {
    await page.goto(paths.tangerinePlans);
    const ngn = page.getByRole('button', { name: 'NGN' });
    const usd = page.getByRole('button', { name: 'USD' });
    await expect(ngn).toHaveAttribute('aria-pressed', 'true');
    await expect(usd).toHaveAttribute('aria-pressed', 'false');
    const select = card(page, 'THT Select');
    await expect(select).toContainText('₦385,000');
    for (const id of ['classic', 'plus-africa']) {
      await expect(card(page, pricesOf(id).name)).toContainText(pricesOf(id).ngn);
    }
    await usd.click();
    await expect(usd).toHaveAttribute('aria-pressed', 'true');
    await expect(select).toContainText('$248');
    await expect(select).not.toContainText('₦385,000');
    for (const id of ['classic', 'plus-africa']) {
      await expect(card(page, pricesOf(id).name)).toContainText(pricesOf(id).usd);
    }

    const fullBenefits = select.getByRole('button', { name: /^Full benefits/ });
    await expect(fullBenefits).toHaveAttribute('aria-expanded', 'false');
    await fullBenefits.click();
    await expect(fullBenefits).toHaveAttribute('aria-expanded', 'true');
    for (const title of ['International Coverage', 'Specialized Care', 'Family Benefits']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expectAccessible(page);
  });
});

test.describe('buying starts on the beneficiary page', () => {
  test.beforeEach(async ({ page }) => {
    // Signed in, so the purchase pages (built elsewhere) keep the address rather than asking to sign in first.
    await signUpViaApi(page.request);
  });

  for (const { from, cardName, button, plan } of [
    {
      from: '/healthcare/smathealth-plans',
      cardName: 'Executive',
      button: /^Select Plan/,
      plan: 'ally-partners-executive',
    },
    {
      from: '/healthcare/tangerine-plans',
      cardName: 'Plus Africa',
      button: /^Apply Now/,
      plan: 'plus-africa',
    },
  ]) {
    test(`${from}: ${plan}`, async ({ page }) => {
      await page.goto(from);
      await card(page, cardName).getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`/healthcare/beneficiary\\?plan=${plan}$`));
    });
  }

  test("the plan page's 'Buy This Plan'", async ({ page }) => {
    await page.goto(paths.healthcarePlan('homereach-ivy'));
    await page.getByRole('link', { name: /^Buy This Plan/ }).click();
    await expect(page).toHaveURL(/\/healthcare\/beneficiary\?plan=homereach-ivy$/);
  });
});
