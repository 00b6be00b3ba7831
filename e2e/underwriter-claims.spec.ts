import type { Browser, BrowserContext } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { claimViaApi, coverInForce } from './support/funeral-claims';
import { dismissToasts, expectToast } from './support/toasts';
import { SEEDED_UNDERWRITER, signedInUnderwriter } from './support/underwriters';

test.use({ viewport: { width: 1280, height: 800 } });
// One claim goes through the steps, a test per step: each needs the one before.
test.describe.configure({ mode: 'serial' });

const REFERENCE = 'FT2611290001';
let claim: { organisationId: string; id: string; reference: string; applicationId: string };
/** The underwriter's signed-in session, kept from the first test so the later ones need not sign in again. */
let underwriterState: Awaited<ReturnType<BrowserContext['storageState']>>;

async function underwriterOnClaim(browser: Browser) {
  const context = await browser.newContext({ storageState: underwriterState });
  const page = await context.newPage();
  await page.goto(paths.partnerClaim(claim.organisationId, claim.id));
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${claim.reference}` })).toBeVisible();
  return { page, close: () => context.close() };
}

let made: { applicationId: string; id: string; reference: string };

test('a holder reports a death on a plan of the seeded covers’ underwriter', async ({ page }) => {
  const { application } = await coverInForce(page, 'underwriter-claim');
  const { id, reference } = await claimViaApi(page.request, application.id);
  made = { applicationId: application.id, id, reference };
});

test('the claim is in its underwriter’s open claims in the portal', async ({ page, browser }) => {
  const organisationId = await signedInUnderwriter(page, browser);
  claim = { organisationId, ...made };
  underwriterState = await page.context().storageState();

  await page.goto(paths.partnerOrganisation(organisationId));
  await page
    .getByRole('navigation', { name: 'Partner portal' })
    .getByRole('link', { name: 'Claims' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Open claims' }).getByRole('link', { name: `Claim ${made.reference}` }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the underwriter opens the claim, with its document and account, and marks its documents checked', async ({
  browser,
}) => {
  const { page, close } = await underwriterOnClaim(browser);
  await expect(page.getByText('3012345678')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the death certificate or burial permit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mark documents checked' }).click();
  await expect(page.getByText('Documents checked (now)')).toBeVisible();
  await expect(page.getByText(`${SEEDED_UNDERWRITER} checked the documents`)).toBeVisible();
  await close();
});

test('the underwriter approves the claim', async ({ browser }) => {
  const { page, close } = await underwriterOnClaim(browser);
  await page.getByRole('button', { name: 'Approve the claim' }).click();
  await expect(page.getByText('Approved (now)')).toBeVisible();
  await expect(page.getByText(`${SEEDED_UNDERWRITER} approved the claim`)).toBeVisible();
  await close();
});

test('the underwriter pays the claim, giving the payout reference', async ({ browser }) => {
  const { page, close } = await underwriterOnClaim(browser);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('Enter the payout reference of the transfer')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Payout reference/).fill(REFERENCE);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expectToast(page, 'Claim paid');
  await expect(page.getByText('Paid (now)')).toBeVisible();
  await expect(page.getByText(`${SEEDED_UNDERWRITER} paid the claim: reference ${REFERENCE}`)).toBeVisible();
  await expect(page.getByText('This claim is settled')).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  await close();
});

test('the sponsor’s claim page names the underwriter at each of its steps', async ({ page }) => {
  await coverInForce(page, 'underwriter-claim');
  await page.goto(paths.application('funeral', claim.applicationId));
  const article = page.getByRole('region', { name: 'Claims' }).getByRole('article');
  await expect(article).toContainText('Paid (now)');
  await expect(article).toContainText(`${SEEDED_UNDERWRITER} approved the claim`);
  await expect(article).toContainText(`${SEEDED_UNDERWRITER} paid the claim: reference ${REFERENCE}`);
  await expectAccessible(page);
});
