import type { Browser, Page } from '@playwright/test';
import type { Language } from '../src/domain/languages';
import { translate } from '../src/i18n/translate';
import { makeBeneficiary } from '../src/testing/order-factories';
import { englishOnPage } from '../src/testing/english-on-page';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { codeTexted, linkTexted, textedNumber, textsTo } from './support/invitations';
import { changeOrderStatus, placeOrder } from './support/orders';
import { expectReadable, RELATIVE_READABILITY } from './support/readability';
import { uniqueMobile } from './support/unique';
import { expectNoSidewaysScroll, NARROWEST_PHONE } from './support/viewport';

// Issue 30 (docs/decisions/069, 073-relative-steps): the relative's whole journey at 320 px in her own language, the
// sponsor having chosen it: the code screen, then one screen each for her details, her consent (a refusal asked
// twice), her hospital, and the screen that says she is done.

/** Her own phone at the narrowest width the app supports. */
function narrowPhone(browser: Browser) {
  return browser.newContext({ viewport: NARROWEST_PHONE, isMobile: true, hasTouch: true });
}

/** axe clean, readable for older eyes, nothing sideways, and not a word of English left. */
async function expectHers(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expectAccessible(page);
  await expectReadable(page, RELATIVE_READABILITY);
  await expectNoSidewaysScroll(page);
  expect(englishOnPage(await page.content(), language)).toEqual([]);
}

/** For a person to look at (screenshots/ is gitignored): the screen at 320 px and at 390 px, whole. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `screenshots/${name}-390.png`, fullPage: true });
  await page.setViewportSize(NARROWEST_PHONE);
}

for (const language of ['yo', 'pcm'] as const) {
  test(`the relative answers everything at 320 px in ${language}`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
      translate(language, id, values);
    await signUpViaApi(page.request);
    const phoneNumber = uniqueMobile();
    const mother = makeBeneficiary({ firstName: 'Adunni', phoneNumber, language });
    const order = await placeOrder(page.request, { beneficiaries: [mother] });
    const admin = await browser.newContext();
    await signInAsAdmin(admin.request);
    await changeOrderStatus(admin.request, order.id, 'paid');
    const to = textedNumber('+234', phoneNumber);
    const link = await linkTexted(page.request, to, mother.firstName);

    const phone = await narrowPhone(browser);
    const her = await phone.newPage();
    await her.goto(link);
    await expect(her.getByRole('heading', { level: 2, name: t('code.title') })).toBeVisible();
    await expectHers(her, language);
    await her.screenshot({ path: `screenshots/relative-${language}-code-320.png`, fullPage: true });
    const before = (await textsTo(page.request, to)).length;
    await her.getByRole('button', { name: t('code.send') }).click();
    const code = await codeTexted(page.request, to, before);
    await her.getByLabel(t('code.label')).fill(code);
    await her.getByRole('button', { name: t('code.confirm') }).click();

    await expect(her.getByRole('heading', { level: 1 })).toHaveText(
      t('page.hello', { name: `${mother.firstName} ${mother.lastName}` }),
    );
    // One thing per screen (issue 30, point 4), each looked at: the progress line says which.
    const onStep = async (step: number, name: Parameters<typeof translate>[1], shot: string) => {
      await expect(her.getByText(t('steps.count', { step, total: 4, name: t(name) }))).toBeVisible();
      await expect(her.locator('.progress li[aria-current="step"]')).toHaveCount(1);
      await expectHers(her, language);
      await screenshots(her, `relative-${language}-${shot}`);
    };
    await onStep(1, 'steps.details', '1-details');
    await her.getByRole('button', { name: t('details.confirm') }).click();
    await expect(her.getByRole('status')).toHaveText(t('saved.details'));
    await onStep(2, 'steps.consent', '2-consent');

    // 'I do not agree' asks once more; she goes back and agrees.
    await her.getByRole('button', { name: t('consent.refuse'), exact: true }).click();
    await expect(her.getByRole('heading', { level: 2, name: t('refuse.title') })).toBeVisible();
    await expect(her.getByText(t('refuse.why'))).toBeVisible();
    await onStep(2, 'steps.consent', '2-refuse');
    await her.getByRole('link', { name: t('refuse.back') }).click();
    await her.getByRole('button', { name: t('consent.agree'), exact: true }).click();
    await expect(her.getByRole('status')).toHaveText(t('saved.consentGiven'));
    await onStep(3, 'steps.hospital', '3-hospital');

    // Back, then on again: her answer is kept.
    await her.getByRole('link', { name: t('steps.back') }).click();
    await expect(
      her.getByText(t('steps.count', { step: 2, total: 4, name: t('steps.consent') })),
    ).toBeVisible();
    await her.getByRole('button', { name: t('consent.agree'), exact: true }).click();
    await her.getByRole('radio').first().check();
    await her.getByRole('button', { name: t('hospital.save') }).click();
    await expect(her.getByRole('status')).toHaveText(t('saved.hospital'));
    await expect(her.getByRole('heading', { level: 2, name: t('done.title') })).toBeVisible();
    await expect(her.getByText(t('done.next1'))).toBeVisible();
    await onStep(4, 'steps.done', '4-done');

    // She can read it in English too, and the choice stays.
    await her.getByRole('button', { name: 'English' }).click();
    await expect(her.locator('html')).toHaveAttribute('lang', 'en');
    await her.reload();
    await expect(her.getByRole('heading', { level: 1 })).toHaveText(
      translate('en', 'page.hello', { name: `${mother.firstName} ${mother.lastName}` }),
    );
    await phone.close();
    await admin.close();
  });
}
