import { DETAIL_PAGE_PLAN_IDS } from '../src/domain/catalogue/catalogue';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { card, comparisonTable, expectPrices, pricesOf, PROVIDER_PAGES } from './support/health-catalogue';
import { expectNewTabLink } from './support/links';
import { expectNoSidewaysScroll } from './support/viewport';

test.describe('provider options', () => {
  test('five providers in order, the first four featured, and a way to compare', async ({ page }) => {
    await page.goto('/healthcare/options');
    await expect(page).toHaveTitle('Health Plans | Diaspora Hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Health plans' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const [index, { name }] of PROVIDER_PAGES.entries()) {
      await expect(cards.nth(index)).toHaveAccessibleName(name);
      await expect(cards.nth(index).getByText('Featured', { exact: true })).toHaveCount(index < 4 ? 1 : 0);
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Compare Plans' }).click();
    await expect(page).toHaveURL(/\/healthcare\/compare$/);
  });

  test("each 'View Plans' opens that provider's plans", async ({ page }) => {
    for (const { name, path, heading } of PROVIDER_PAGES) {
      await page.goto('/healthcare/options');
      await card(page, name)
        .getByRole('link', { name: /^View Plans/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('the catalogue is prerendered', () => {
  const pages: Array<[string, string]> = [
    ['/healthcare/options', 'Health plans'],
    ...PROVIDER_PAGES.map(({ path, heading }): [string, string] => [path, heading]),
    ['/healthcare/compare', 'Compare plans'],
    ...DETAIL_PAGE_PLAN_IDS.map((id): [string, string] => [`/healthcare/plan/${id}`, pricesOf(id).name]),
  ];
  for (const [path, heading] of pages) {
    test(`${path} carries its heading before any JavaScript`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`>${heading}</h1>`);
    });
  }

  test('the options page paints with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/healthcare/options');
    await expect(page.getByRole('article')).toHaveCount(5);
    await context.close();
  });
});

test.describe('no sideways scrolling at 320 px', () => {
  for (const path of [
    '/healthcare/options',
    ...PROVIDER_PAGES.map(({ path }) => path),
    '/healthcare/plan/zenith',
    '/healthcare/plan/ally-partners-executive',
    '/healthcare/plan/homereach-ivy',
    '/healthcare/compare?plans=silver-global,emerald,ally-partners-executive,plus-africa',
  ]) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.includes('?plans=')) await expect(comparisonTable(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('provider pages', () => {
  test('Diaspora UHMS: Sapphire, Emerald (most popular) and Ruby, and the provider spreadsheet', async ({
    page,
  }) => {
    await page.goto('/healthcare/plans');
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
    await page.goto('/healthcare/smathealth-plans');
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
    await page.goto('/healthcare/homereach-plans');
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
    await page.goto('/healthcare/venus-plans');
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
    await page.goto('/healthcare/tangerine-plans');
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
    await page.goto('/healthcare/plan/homereach-ivy');
    await page.getByRole('link', { name: /^Buy This Plan/ }).click();
    await expect(page).toHaveURL(/\/healthcare\/beneficiary\?plan=homereach-ivy$/);
  });
});

test.describe('plan detail', () => {
  test('Zenith: prices, five benefit groups, a 300px scrollable hospital list, exclusions', async ({
    page,
  }) => {
    await page.goto('/healthcare/plan/zenith');
    await expect(page).toHaveTitle('Zenith (Venus Medicare) | Diaspora Hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Zenith' })).toBeVisible();
    await expectPrices(page.getByRole('main'), 'zenith');
    const benefits = page.getByRole('region', { name: 'Detailed Benefits' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Emergency',
      'Outpatient',
      'Inpatient',
      'Maternity',
      'Preventive',
    ]);
    const hospitals = page.getByRole('region', { name: 'Zenith hospitals by tier' });
    await expect(hospitals).toBeVisible();
    expect(await hospitals.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
    expect(await hospitals.evaluate((el) => el.tabIndex)).toBe(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Exclusions' })).toBeVisible();

    const details = page.getByRole('link', { name: /View Complete Plan Details/ });
    await expect(details).toHaveAttribute('aria-disabled', 'true');
    await expect(details).not.toHaveAttribute('href');
    await expectAccessible(page);
  });

  test('HomeReach plans link their complete details document in a new tab', async ({ page }) => {
    await page.goto('/healthcare/plan/homereach-tulip');
    await expectNewTabLink(page.getByRole('link', { name: /View Complete Plan Details/ }));
    await expect(page.getByText('Ages 66-75')).toBeVisible();
  });

  test('Sapphire has no hospital section', async ({ page }) => {
    await page.goto('/healthcare/plan/sapphire');
    await expect(page.getByRole('heading', { level: 1, name: 'Sapphire' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hospital Network' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /hospitals by tier/ })).toHaveCount(0);
  });

  test('an Ally Partners plan says a plan type is chosen next', async ({ page }) => {
    await page.goto('/healthcare/plan/ally-partners-premium');
    await expect(page.getByText(/You choose a plan type next/)).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown plan shows 'Plan Not Found' and 'Browse Plans' goes to the plans", async ({ page }) => {
    await page.goto('/healthcare/plan/no-such-plan');
    await expect(page.getByRole('heading', { name: 'Plan Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Plan Not Found | Diaspora Hub');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Browse Plans' }).click();
    await expect(page).toHaveURL(/\/healthcare\/plans$/);
  });

  test('opens at the top of the page', async ({ page }) => {
    await page.goto('/healthcare/venus-plans');
    const details = card(page, 'Silver Africa').getByRole('link', { name: /^View Details/ });
    await details.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await details.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Silver Africa' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('compare plans', () => {
  test('three plans side by side; the choice survives a reload; a fifth is refused', async ({ page }) => {
    await page.goto('/healthcare/compare');
    await expect(page).toHaveTitle('Compare Health Plans | Diaspora Hub');
    await expect(page.getByText('0 of 4 plans chosen')).toBeVisible();
    await expectAccessible(page);
    for (const name of ['Super', 'Emerald', 'Ivy']) {
      const box = page.getByRole('checkbox', { name, exact: true });
      await box.click();
      await expect(box).toBeChecked();
    }
    await expect(page).toHaveURL(/\/healthcare\/compare\?plans=super,emerald,homereach-ivy$/);

    const expectComparison = async () => {
      await expect(comparisonTable(page).getByRole('columnheader')).toHaveText([
        /^Super/,
        /^Emerald/,
        /^Ivy/,
      ]);
      const cells = (row: RegExp) => comparisonTable(page).getByRole('row', { name: row }).getByRole('cell');
      await expect(cells(/^Price per year/)).toHaveText([
        `${pricesOf('super').usd}${pricesOf('super').ngn}`,
        `${pricesOf('emerald').usd}${pricesOf('emerald').ngn}`,
        `${pricesOf('homereach-ivy').usd}${pricesOf('homereach-ivy').ngn}`,
      ]);
      await expect(cells(/^Emergency surgery covered/).first()).toHaveText('40%');
      await expect(cells(/^Pre-existing conditions covered/).nth(1)).toHaveText('After 1 month');
      await expect(cells(/^Hospital tiers/).last()).toHaveText('Tiers 1-4');
    };
    await expectComparison();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Emerald', exact: true })).toBeChecked();
    await expectComparison();

    await page.getByRole('checkbox', { name: 'THT Select', exact: true }).click();
    await expect(page.getByText('4 of 4 plans chosen')).toBeVisible();
    const fifth = page.getByRole('checkbox', { name: 'Zenith', exact: true });
    await fifth.click();
    await expect(page.getByRole('alert')).toHaveText(/You can compare up to 4 plans/);
    await expect(fifth).not.toBeChecked();
    await expect(page).toHaveURL(/\?plans=super,emerald,homereach-ivy,tht-select$/);
    await expect(comparisonTable(page).getByRole('columnheader')).toHaveCount(4);

    await comparisonTable(page).getByRole('button', { name: 'Remove Super' }).click();
    await expect(page).toHaveURL(/\?plans=emerald,homereach-ivy,tht-select$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("every plan card's 'Compare' opens the compare page with that plan picked", async ({ page }) => {
    for (const { path, plan, name } of [
      { path: '/healthcare/plans', plan: 'ruby', name: 'Ruby' },
      { path: '/healthcare/smathealth-plans', plan: 'ally-partners-premium', name: 'Premium' },
      { path: '/healthcare/homereach-plans', plan: 'homereach-tulip', name: 'Tulip' },
      { path: '/healthcare/venus-plans', plan: 'cadillac', name: 'Cadillac' },
      { path: '/healthcare/tangerine-plans', plan: 'classic', name: 'Classic' },
    ]) {
      await page.goto(path);
      await expect(
        page
          .getByRole('main')
          .getByRole('article')
          .getByRole('link', { name: /^Compare/ }),
      ).toHaveCount(await page.getByRole('main').getByRole('article').count());
      await card(page, name)
        .getByRole('link', { name: /^Compare/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/healthcare/compare\\?plans=${plan}$`));
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
      await expect(page.getByText('1 of 4 plans chosen')).toBeVisible();
    }
  });

  test('a shared link with more than four plans keeps the first four and says so', async ({ page }) => {
    await page.goto('/healthcare/compare?plans=super,zenith,cadillac,ruby,emerald,nope');
    await expect(comparisonTable(page).getByRole('columnheader')).toHaveText([
      /^Super/,
      /^Zenith/,
      /^Cadillac/,
      /^Ruby/,
    ]);
    await expect(page.getByRole('alert')).toHaveText(/first 4 are shown/);
  });
});
