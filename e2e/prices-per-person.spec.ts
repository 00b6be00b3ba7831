import { ALLY_PLAN_TYPE_PRICES, HOMEREACH_ELDERLY_PRICES, PLAN_PRICES } from '../src/domain/catalogue/prices';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { expectLinkFocuses, expectSummaryFocused, expectSummaryLinks } from './support/error-summary';
import { comparisonTable } from './support/health-catalogue';
import { beneficiaryCard, completeOrder, fillBeneficiary, person, skipPayer, sum } from './support/purchase';
import { personLines, priceText } from './support/person-prices';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

const hazelElderly = HOMEREACH_ELDERLY_PRICES['homereach-hazel'];

test.describe('prices that add up before the summary (issue 13, point 3)', () => {
  test('parents of 70 and 68 on HomeReach Hazel: a line each at the 66-75 price, the total the order charges', async ({
    page,
  }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.beneficiary('homereach-hazel'));
    const estimate = page.getByRole('region', { name: 'Order Summary' });
    await expect(personLines(estimate)).toHaveText([
      /^Beneficiary 1.*Priced once the date of birth is entered$/,
    ]);
    await expect(estimate).toContainText('Shown once every date of birth is entered');

    const mother = person(70, { firstName: 'Adaeze', lastName: 'Okafor' });
    const father = person(68, { firstName: 'Chidi', lastName: 'Okafor' });
    await fillBeneficiary(page, 1, mother);
    await page.getByRole('button', { name: 'Add Another Beneficiary' }).click();
    await fillBeneficiary(page, 2, father);
    await expect(personLines(estimate)).toHaveText([
      `Adaeze OkaforAge 70 · Ages 66-75${priceText(hazelElderly)}`,
      `Chidi OkaforAge 68 · Ages 66-75${priceText(hazelElderly)}`,
    ]);
    const total = sum(hazelElderly, hazelElderly);
    await expect(estimate).toContainText(`Total per year${priceText(total).replace(' / ', '')}`);
    await expect(estimate).not.toContainText('Per person');
    await expectAccessible(page);

    // Someone outside the plan's ages is named on their line, and there is no total to mislead.
    await page.getByRole('button', { name: 'Add Another Beneficiary' }).click();
    await fillBeneficiary(page, 3, person(80, { firstName: 'Nneka' }));
    await expect(personLines(estimate).nth(2)).toHaveText(/^Nneka .*Age 80HomeReach plans cover ages 0-75$/);
    await expect(estimate).toContainText('No total until everyone is within the plan’s ages');
    await atNarrowestPhone(page, () => expect(estimate).toBeVisible());
    await beneficiaryCard(page, 3).getByRole('button', { name: 'Remove beneficiary 3' }).click();

    await page.getByRole('button', { name: 'Continue to Payment Summary' }).click();
    await skipPayer(page);
    const review = page.getByRole('region', { name: 'Order Summary' });
    await expect(personLines(review)).toHaveText([
      `Adaeze Okafor · ParentAge 70 · Ages 66-75${priceText(hazelElderly)}`,
      `Chidi Okafor · ParentAge 68 · Ages 66-75${priceText(hazelElderly)}`,
    ]);
    // The server prices the order itself; the success page shows what it charged.
    await completeOrder(page, total);
  });

  test('each Ally Partners plan type says what it costs for the people entered, or why it cannot cover them', async ({
    page,
  }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.beneficiary('ally-partners-premium'));
    await fillBeneficiary(page, 1, person(70));
    await page.getByRole('button', { name: 'Add Another Beneficiary' }).click();
    await fillBeneficiary(page, 2, person(40, { relationship: 'Child' }));
    const types = ALLY_PLAN_TYPE_PRICES['ally-partners-premium'];
    await expect(page.getByRole('radio', { name: /^Female Single/ })).toHaveAccessibleName(
      new RegExp(
        `For your 2 people: ${escape(priceText(sum(types['female-single'], types['female-single'])))}`,
      ),
    );
    await expect(page.getByRole('radio', { name: /^Geriatric/ })).toHaveAccessibleName(
      /Geriatric plans cover ages 60 and over$/,
    );
    await page.getByRole('radio', { name: /^Male Single/ }).check();
    const estimate = page.getByRole('region', { name: 'Order Summary' });
    await expect(personLines(estimate)).toHaveText([
      /Age 70 · Male Single\$750 \/ ₦1,165,000$/,
      /Age 40 · Male Single\$750 \/ ₦1,165,000$/,
    ]);
    await page.getByRole('radio', { name: /^Family/ }).check();
    await expect(personLines(estimate)).toHaveText([
      /Age 70 · FamilyIncluded in the family price$/,
      /Age 40 · FamilyIncluded in the family price$/,
    ]);
    await expectAccessible(page);
  });
});

test.describe('the compare page prices the ages of the people to cover', () => {
  test('ages give each plan its total, with a line per person; they stay in the address', async ({
    page,
  }) => {
    await page.goto(paths.healthcareCompare(['super', 'homereach-hazel']));
    const form = page.getByRole('region', { name: 'Price for your family' });
    await form.getByLabel('Age of person 1').fill('70');
    await form.getByRole('button', { name: 'Add a person' }).click();
    await expect(form.getByLabel('Age of person 2')).toBeFocused();
    await form.getByLabel('Age of person 2').fill('sixty-eight');
    await form.getByRole('button', { name: 'Show prices' }).click();
    // The error summary takes focus; its link leads to the field, which says the same.
    await expectSummaryFocused(page);
    await expectSummaryLinks(page, ['Enter the age as a number, like 68']);
    await expectLinkFocuses(page, 'Enter the age as a number, like 68', form.getByLabel('Age of person 2'));
    await expect(form.getByLabel('Age of person 2')).toHaveAccessibleDescription(
      'Enter the age as a number, like 68',
    );
    await expect(page).toHaveURL(/\?plans=super,homereach-hazel$/);
    await expectAccessible(page);

    await form.getByLabel('Age of person 2').fill('68');
    await form.getByRole('button', { name: 'Show prices' }).click();
    await expect(page).toHaveURL(/\?plans=super,homereach-hazel&ages=70,68$/);
    await expect(form.getByRole('status')).toHaveText(
      'The table shows each plan’s price for 2 people, ages 70 and 68.',
    );
    const family = () =>
      comparisonTable(page)
        .getByRole('row', { name: /^Price for your family/ })
        .getByRole('cell');
    const expectTwoParents = async () => {
      const superTotal = sum(PLAN_PRICES.super, PLAN_PRICES.super);
      await expect(personLines(family().first())).toHaveText([
        `Age 70 · All ages${priceText(PLAN_PRICES.super)}`,
        `Age 68 · All ages${priceText(PLAN_PRICES.super)}`,
      ]);
      await expect(family().first()).toContainText(
        `Total for 2 people${priceText(superTotal).replace(' / ', '')}`,
      );
      await expect(personLines(family().last())).toHaveText([
        `Age 70 · Ages 66-75${priceText(hazelElderly)}`,
        `Age 68 · Ages 66-75${priceText(hazelElderly)}`,
      ]);
      await expect(family().last()).toContainText('Total for 2 people$1,200₦1,863,960');
    };
    await expectTwoParents();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.reload();
    await expect(form.getByLabel('Age of person 2')).toHaveValue('68');
    await expectTwoParents();

    // An age outside a plan's bands: that plan says so instead of a total; the others price everyone.
    await form.getByRole('button', { name: 'Add a person' }).click();
    await form.getByLabel('Age of person 3').fill('80');
    await form.getByRole('button', { name: 'Show prices' }).click();
    await expect(page).toHaveURL(/&ages=70,68,80$/);
    await expect(family().last()).toContainText('No price for these ages');
    await expect(personLines(family().last()).last()).toHaveText('Age 80HomeReach plans cover ages 0-75');
    await expect(family().first()).toContainText('Total for 3 people$789₦1,222,380');
    await atNarrowestPhone(page, () => expect(form.getByLabel('Age of person 3')).toBeVisible());

    await form.getByRole('button', { name: 'Remove person 3' }).click();
    await expect(form.getByLabel('Age of person 2')).toBeFocused();
    await form.getByRole('button', { name: 'Show prices' }).click();
    await expect(page).toHaveURL(/&ages=70,68$/);
    await expectTwoParents();
    // Choosing plans keeps the ages.
    await page.getByRole('checkbox', { name: 'Premium', exact: true }).click();
    await expect(page).toHaveURL(/\?plans=super,homereach-hazel,ally-partners-premium&ages=70,68$/);
    await expect(family().last()).toContainText(/Geriatric \(60\+\)\$1,800 \/ ₦2,795,400/);
  });
});

/** A price's text as a regular expression matches it literally. */
function escape(text: string) {
  return text.replace(/[$/]/g, (c) => `\\${c}`);
}
