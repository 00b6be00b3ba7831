import type { Browser, Page } from '@playwright/test';
import { addDays } from '../src/domain/calendar-date';
import { CLAIM_MESSAGES } from '../src/domain/funeral/funeral-claim-rules';
import { coverStandingText } from '../src/domain/funeral/cover-standing';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { openAsAdmin } from './support/admin';
import { recordPremiumTransfer } from './support/applications';
import {
  approvedFuneralPlan,
  claimLinkViaApi,
  claimViaApi,
  coverInForce,
  fillClaim,
} from './support/funeral-claims';
import { expectMailTo, firstLink, latestMailTo } from './support/outbox';
import { atNarrowestPhone, expectNoSidewaysScroll } from './support/viewport';

// A holder reports a death on a funeral plan in force with the certificate; an admin moves the claim to paid and
// the holder follows each step (issue 16, point 5; decision 045). Cover starts the day after the first premium
// (decision 054), so the claims are made on covers seeded in force before the server started (coverInForce), and
// a cover whose first premium arrives today refuses a death today.

const today = () => new Date().toISOString().slice(0, 10);
const claims = (page: Page) => page.getByRole('region', { name: 'Claims' });

test('a holder’s report of a natural death in the waiting period is refused with the rule, on the date', async ({
  page,
}) => {
  const { application, coverStart } = await coverInForce(page, 'waiting-claim');
  await page.goto(paths.application('funeral', application.id));
  await expect(page.getByRole('status').filter({ hasText: 'In force (paid to ' })).toBeVisible();
  await claims(page).getByRole('button', { name: 'Report a death' }).click();
  const form = page.getByRole('form', { name: 'Report a death' });
  await fillClaim(form, {
    dateOfDeath: coverStart,
    cause: /Natural causes/,
    bankName: 'First Bank of Nigeria',
    accountNumber: '301 234 5678',
  });
  await expectAccessible(page);
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));

  // A natural death on the cover's first day: refused with the waiting period's rule, on the date.
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(form.getByText(/waiting period of 6 months/).first()).toBeVisible();
  await expect(claims(page).getByRole('article')).toHaveCount(0);
});

test('a holder reports a death today, more than 6 months into the cover, with the certificate: received', async ({
  page,
}) => {
  const { application } = await coverInForce(page, 'holder-claim');
  await page.goto(paths.application('funeral', application.id));
  await claims(page).getByRole('button', { name: 'Report a death' }).click();
  const form = page.getByRole('form', { name: 'Report a death' });
  await fillClaim(form, {
    dateOfDeath: today(),
    cause: /Natural causes/,
    bankName: 'First Bank of Nigeria',
    accountNumber: '301 234 5678',
  });
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(page.getByText('Claim received. We will tell you at each step.')).toBeVisible();
  const claim = claims(page).getByRole('article');
  await expect(claim).toContainText('Submitted (now)');
  await expect(claim).toContainText('account ending 5678');
  const reference = (await claim.getByRole('heading').textContent())?.replace('Claim ', '') ?? '';
  expect(reference).toMatch(/^CL[0-9A-Z]{8}$/);
  const document = await page.request.get(
    (await claim.getByRole('link', { name: /death certificate/ }).getAttribute('href')) ?? '',
  );
  expect(document.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);
});

test('an admin finds a holder’s claim in the queue and opens it with the full account number', async ({
  page,
  browser,
}) => {
  const { application } = await coverInForce(page, 'admin-claim');
  const { reference } = await claimViaApi(page.request, application.id);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await openAsAdmin(adminPage, paths.adminClaims, 'Funeral claims');
  await expectAccessible(adminPage);
  await adminPage.getByRole('link', { name: reference }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(adminPage.getByText('3012345678')).toBeVisible();
  await expectAccessible(adminPage);
  await admin.close();
});

test('an admin moves a claim step by step to paid, and the holder follows each step', async ({
  page,
  browser,
}) => {
  const { application } = await coverInForce(page, 'paid-claim');
  const { id, reference } = await claimViaApi(page.request, application.id);
  await page.goto(paths.application('funeral', application.id));
  await expect(claims(page).getByRole('article')).toContainText('Submitted (now)');
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await openAsAdmin(adminPage, paths.adminClaim(id), reference);
  for (const [button, status] of [
    ['Mark documents checked', 'Documents checked'],
    ['Approve the claim', 'Approved'],
    ['Mark as paid', 'Paid'],
  ] as const) {
    await adminPage.getByRole('button', { name: button }).click();
    await expect(adminPage.getByRole('listitem').filter({ hasText: status }).first()).toBeVisible();
    await page.reload();
    await expect(claims(page).getByRole('article')).toContainText(`${status} (now)`);
  }
  await expect(adminPage.getByText('This status is final')).toBeVisible();
  await admin.close();

  await expect(claims(page).getByRole('article').getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page);
  await page.goto(paths.profile);
  const row = page.getByRole('list', { name: 'Funeral claims' }).getByRole('listitem');
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Paid');
  await atNarrowestPhone(page, () => expectNoSidewaysScroll(page));
});

/** The holder's form that mails the nominated beneficiary a claim link; answers the link mailed to `email`. */
async function sendClaimLink(page: Page, email: string) {
  const send = page.getByRole('form', { name: 'Send the claim link' });
  await send.getByLabel("Ifeoma Okeke's email address").fill(email);
  await send.getByRole('button', { name: 'Send the claim link' }).click();
  await expect(send.getByRole('status')).toContainText(`Sent to ${email}`);
  await expectMailTo(email, 'Report a death on a funeral plan');
  return firstLink(latestMailTo(email) ?? '') ?? '';
}

/** The beneficiary's own phone, signed out, at 390 px. */
async function beneficiaryPhone(browser: Browser) {
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { visitor, beneficiary: await visitor.newPage() };
}

test('the beneficiary reports a death through the mailed link, signed out, and keeps it while the claim is open', async ({
  page,
  browser,
}) => {
  const { application } = await coverInForce(page, 'link-claim');
  const heir = `heir.${Date.now()}@example.com`;
  await page.goto(paths.application('funeral', application.id));
  const link = await sendClaimLink(page, heir);
  expect(link).toMatch(/\/funeral-claim\/[A-Za-z0-9_-]{43}$/);

  const { visitor, beneficiary } = await beneficiaryPhone(browser);
  await beneficiary.goto(new URL(link).pathname);
  await expect(
    beneficiary.getByRole('heading', { level: 1, name: 'Report a death on a funeral plan' }),
  ).toBeVisible();
  await expect(beneficiary.getByText(application.reference)).toBeVisible();
  const form = beneficiary.getByRole('form', { name: 'Report a death' });
  await fillClaim(form, {
    dateOfDeath: today(),
    cause: 'Accident',
    bankName: 'Access Bank',
    accountNumber: '0123456789',
  });
  await expectAccessible(beneficiary);
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(beneficiary.getByText('Claim received. We will email you at each step.')).toBeVisible();
  await expectMailTo(heir, 'Funeral claim received');
  await beneficiary.reload();
  await expect(beneficiary.getByRole('region', { name: 'Your claims' })).toContainText('Submitted (now)');
  await atNarrowestPhone(beneficiary, () => expectNoSidewaysScroll(beneficiary));

  await expect(
    beneficiary.getByText('This link works until 14 days after your claim is closed.', { exact: false }),
  ).toBeVisible();
  await visitor.close();
});

test('a new link does not lock the beneficiary out of the claim they are making, but a replaced link with no claim stops working', async ({
  page,
  browser,
}) => {
  const { application } = await coverInForce(page, 'relink-claim');
  const heir = `heir.${Date.now()}@example.com`;
  await claimLinkViaApi(page.request, application.id, heir);
  await expectMailTo(heir, 'Report a death on a funeral plan');
  const link = firstLink(latestMailTo(heir) ?? '') ?? '';
  const { visitor, beneficiary } = await beneficiaryPhone(browser);
  await beneficiary.goto(new URL(link).pathname);
  const form = beneficiary.getByRole('form', { name: 'Report a death' });
  await fillClaim(form, {
    dateOfDeath: today(),
    cause: 'Accident',
    bankName: 'Access Bank',
    accountNumber: '0123456789',
  });
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(beneficiary.getByText('Claim received. We will email you at each step.')).toBeVisible();

  // A new link does not lock the beneficiary out of the claim they are making (decision 067, part C)...
  await page.goto(paths.application('funeral', application.id));
  const second = await sendClaimLink(page, `other.${heir}`);
  await beneficiary.reload();
  await expect(beneficiary.getByRole('region', { name: 'Your claims' })).toContainText('Submitted');

  // ...but a link no claim was made through stops working when replaced.
  const send = page.getByRole('form', { name: 'Send the claim link' });
  await send.getByLabel("Ifeoma Okeke's email address").fill(heir);
  await send.getByRole('button', { name: 'Send the claim link' }).click();
  await expect(send.getByRole('status')).toContainText(`Sent to ${heir}`);
  await beneficiary.goto(new URL(second).pathname);
  await expect(beneficiary.getByText('This claim link is not valid or has expired.')).toBeVisible();
  await expectAccessible(beneficiary);
  await visitor.close();
});

test('a death before the cover starts is refused with the rule: cover starts the day after the first premium', async ({
  page,
  browser,
}) => {
  const { application, admin } = await approvedFuneralPlan(page, browser);
  await page.goto(paths.application('funeral', application.id));
  // Approved, no premium yet: no cover, so nothing to claim on.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: coverStandingText({ state: 'awaiting_first_premium', dueOn: today() }) }),
  ).toBeVisible();
  await expect(claims(page)).toHaveCount(0);

  // The first premium arrives today: the cover starts tomorrow, and a death today is not covered, even by accident.
  await recordPremiumTransfer(admin.request, application.id, today());
  await admin.close();
  await page.reload();
  await claims(page).getByRole('button', { name: 'Report a death' }).click();
  const form = page.getByRole('form', { name: 'Report a death' });
  await expect(form).toContainText('The cover starts on ');
  await fillClaim(form, {
    dateOfDeath: today(),
    cause: 'Accident',
    bankName: 'First Bank of Nigeria',
    accountNumber: '3012345678',
  });
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(form.getByText(CLAIM_MESSAGES.beforeCover(addDays(today(), 1))).first()).toBeVisible();
  await expect(form.getByLabel('Date of death')).toHaveAttribute('aria-invalid', 'true');
  await expect(claims(page).getByRole('article')).toHaveCount(0);
  await expectAccessible(page);
});
