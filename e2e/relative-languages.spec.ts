import type { Browser, Page } from '@playwright/test';
import type { Language } from '../src/domain/languages';
import { translate } from '../src/i18n/translate';
import { makeBeneficiary } from '../src/testing/order-factories';
import { englishOnPage } from '../src/testing/english-on-page';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import {
  codeTexted,
  enterTextedCodeViaHttp,
  linkTexted,
  ownPhone,
  textedNumber,
  textsTo,
} from './support/invitations';
import { orderAt } from './support/orders';
import { expectReadable, RELATIVE_READABILITY } from './support/readability';
import { uniqueMobile } from './support/unique';
import { expectNoSidewaysScroll, NARROWEST_PHONE } from './support/viewport';

// Issue 30 (docs/decisions/069, 073-relative-steps): the relative's whole journey at 320 px in her own language, the
// sponsor having chosen it: the code screen, then one screen each for her details, her consent (a refusal asked
// twice), her hospital, and the screen that says she is done.

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

/**
 * A sponsor's paid order for Adunni, whose language is `language` (the sponsor chose it), and her own phone at
 * 320 px; unless `withCode` is false, that phone has already typed the code texted to her (through her page's
 * forms), so a test can start on the step it is about.
 */
async function herPhone(page: Page, browser: Browser, language: Language, { withCode = true } = {}) {
  await signUpViaApi(page.request);
  const phoneNumber = uniqueMobile();
  const mother = makeBeneficiary({ firstName: 'Adunni', phoneNumber, language });
  await orderAt('paid', page.request, browser, { beneficiaries: [mother] });
  const to = textedNumber('+234', phoneNumber);
  const link = await linkTexted(page.request, to, mother.firstName);
  const phone = await ownPhone(browser, NARROWEST_PHONE);
  if (withCode) await enterTextedCodeViaHttp(phone.request, new URL(link).pathname, to);
  const her = await phone.newPage();
  return { mother, to, link, phone, her };
}

for (const language of ['yo', 'pcm'] as const) {
  const t = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(language, id, values);

  /** Her phone on her page, her details confirmed: the consent screen. */
  const onHerConsent = async (page: Page, browser: Browser) => {
    const { link, phone, her } = await herPhone(page, browser, language);
    await her.goto(link);
    await her.getByRole('button', { name: t('details.confirm') }).click();
    await expect(her.getByRole('status')).toHaveText(t('saved.details'));
    return { phone, her };
  };

  /** One thing per screen (issue 30, point 4), each looked at: the progress line says which. */
  const onStep = async (her: Page, step: number, name: Parameters<typeof translate>[1], shot: string) => {
    await expect(her.getByText(t('steps.count', { step, total: 4, name: t(name) }))).toBeVisible();
    await expect(her.locator('.progress li[aria-current="step"]')).toHaveCount(1);
    await expectHers(her, language);
    await screenshots(her, `relative-${language}-${shot}`);
  };

  test(`in ${language} at 320 px, the relative gets the code screen, then her page opens on her details`, async ({
    page,
    browser,
  }) => {
    const { mother, to, link, phone, her } = await herPhone(page, browser, language, { withCode: false });
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
    await onStep(her, 1, 'steps.details', '1-details');
    await phone.close();
  });

  test(`in ${language} at 320 px, the relative confirms her details and is on to her consent`, async ({
    page,
    browser,
  }) => {
    const { phone, her } = await onHerConsent(page, browser);
    await onStep(her, 2, 'steps.consent', '2-consent');
    await phone.close();
  });

  test(`in ${language} at 320 px, the relative's refusal is asked twice; she goes back and agrees`, async ({
    page,
    browser,
  }) => {
    const { phone, her } = await onHerConsent(page, browser);

    // 'I do not agree' asks once more; she goes back and agrees.
    await her.getByRole('button', { name: t('consent.refuse'), exact: true }).click();
    await expect(her.getByRole('heading', { level: 2, name: t('refuse.title') })).toBeVisible();
    await expect(her.getByText(t('refuse.why'))).toBeVisible();
    await onStep(her, 2, 'steps.consent', '2-refuse');
    await her.getByRole('link', { name: t('refuse.back') }).click();
    await her.getByRole('button', { name: t('consent.agree'), exact: true }).click();
    await expect(her.getByRole('status')).toHaveText(t('saved.consentGiven'));
    await onStep(her, 3, 'steps.hospital', '3-hospital');
    await phone.close();
  });

  test(`in ${language} at 320 px, the relative goes back and on again, picks her hospital, is done, and can read it in English`, async ({
    page,
    browser,
  }) => {
    const { mother, link, phone, her } = await herPhone(page, browser, language);
    await her.goto(link);
    await her.getByRole('button', { name: t('details.confirm') }).click();
    await her.getByRole('button', { name: t('consent.agree'), exact: true }).click();
    await expect(her.getByRole('status')).toHaveText(t('saved.consentGiven'));

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
    await onStep(her, 4, 'steps.done', '4-done');

    // She can read it in English too, and the choice stays.
    await her.getByRole('button', { name: 'English' }).click();
    await expect(her.locator('html')).toHaveAttribute('lang', 'en');
    await her.reload();
    await expect(her.getByRole('heading', { level: 1 })).toHaveText(
      translate('en', 'page.hello', { name: `${mother.firstName} ${mother.lastName}` }),
    );
    await phone.close();
  });
}
