import type { APIRequestContext, Browser } from '@playwright/test';
import { totpCode } from '../src/testing/totp';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { browserOrigin, signInAsAdmin } from './support/admin';
import { firstLink, latestMailTo } from './support/outbox';
import {
  acceptedManager,
  acceptedPartnerPerson,
  enrolledManager,
  invitedManager,
  PARTNER_PASSWORD,
} from './support/partners';
import { dismissToasts, expectToast } from './support/toasts';

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin adds a partner from the catalogue and invites its manager from the partner’s portal', async ({
  page,
}) => {
  // The console: a catalogue entry without an organisation becomes a partner (the first is a health provider).
  await signInAsAdmin(page.request);
  await page.goto(paths.adminPartners);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  const choice = page.getByLabel('From the catalogue');
  await choice.selectOption({ index: 1 });
  const partnerName = (await choice.locator('option:checked').textContent())?.trim() ?? '';
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add partner' }).click();
  await expectToast(page, `${partnerName} added as a partner`);
  await dismissToasts(page);

  // Its portal, as the admin acting for it: the invitation goes out by mail.
  await page
    .getByRole('link', { name: `Open ${partnerName}'s portal` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
  await expect(page.getByText('You are acting for this partner as a Diaspora Hub admin')).toBeVisible();
  const email = `manager.${Date.now().toString(36)}@partner.example`;
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Role').selectOption('manager');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent');
  await dismissToasts(page);
  await expect(page.getByRole('region', { name: 'Open invitations' }).getByText(email)).toBeVisible();
  await expectAccessible(page);
  await expect.poll(() => latestMailTo(email)).toBeDefined();
  expect(firstLink(latestMailTo(email) ?? '')).toMatch(/\/partner\/invitation\//);
});

test('an invited manager opens the mail’s link and chooses a password', async ({ page, browser }) => {
  const { partnerName, link } = await invitedManager(browser, 'realty_provider');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${partnerName}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Your name').fill('Ngozi Eze');
  // The label carries the required mark ('Password*').
  await page.getByLabel(/^Password/).fill(PARTNER_PASSWORD);
  await page.getByLabel('Confirm password').fill(PARTNER_PASSWORD);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Login' })).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
});

test('a new partner sets up two-factor at the first sign-in, before the portal opens', async ({
  page,
  browser,
}) => {
  const { partnerName, email, own } = await acceptedManager(browser, 'health_provider');
  await own.close();
  await page.goto(paths.partnerLogin);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expectAccessible(page);
  const key = await page.getByLabel('Setup key').inputValue();
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('I have saved my backup codes').check();
  await page.getByRole('button', { name: 'Continue to the portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByText('Ngozi Eze')).toBeVisible();
  await expect(people.getByText(/Manager · joined .* · two-factor on/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invite a person' })).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
});

test('a partner’s later sign-in asks for the code, and the used invitation link opens nothing', async ({
  page,
  browser,
}) => {
  const { partnerName, email, link, totpURI } = await enrolledManager(browser, 'funeral_underwriter');
  await page.goto(paths.partnerLogin);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(totpURI));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
  // A partner's people are never customers: a customer page sends them back to their portal.
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expectAccessible(page);
});

/** Invites `email` to the organisation as staff through the portal's API, as the invite form does. */
async function inviteStaff(request: APIRequestContext, organisationId: string, email: string) {
  const invited = await request.post(`/api/partner/organisations/${organisationId}/invitations`, {
    data: { email, role: 'staff' },
    headers: browserOrigin(),
  });
  expect(invited.status(), await invited.text()).toBe(201);
}

/**
 * Diaspora UHMS's organisation, with one manager, Ngozi Eze, who accepted her invitation (a catalogue entry of its
 * own: the other tests here take the first entry and the last free one of each kind). The first of the tests below
 * makes it, the next find it. The suite's admin is signed in on `request`: an admin acts for the partner, with the
 * same portal page and the same buttons as its managers. Answers the organisation's id.
 */
async function organisationWithOneManager(browser: Browser, request: APIRequestContext): Promise<string> {
  await signInAsAdmin(request);
  const { entries } = (await (await request.get('/api/admin/partner-catalogue')).json()) as {
    entries: Array<{ kind: string; catalogueRef: string; organisationId: string | null }>;
  };
  const entry = entries.find(
    (each) => each.kind === 'health_provider' && each.catalogueRef === 'diaspora-uhms',
  );
  if (entry?.organisationId) return entry.organisationId;
  const { organisationId, own } = await acceptedManager(browser, 'health_provider', 'diaspora-uhms');
  await own.close();
  return organisationId;
}

test.describe('a manager’s people and invitations', () => {
  // One organisation, in order: one test's invitation is never open on another's page, and its manager is the only
  // one. The first makes the organisation (a mail's wait), so it is the one without a mail of its own.
  test.describe.configure({ mode: 'default' });

  test('the last manager stays: removing her is refused', async ({ page, browser }) => {
    const organisationId = await organisationWithOneManager(browser, page.request);
    await page.goto(paths.partnerOrganisation(organisationId));

    await page.getByRole('button', { name: 'Remove Ngozi Eze' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Ngozi Eze?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expectToast(
      page,
      'An organisation keeps at least one manager: invite another manager before removing this one',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Remove Ngozi Eze' })).toBeVisible();
  });

  test('a manager removes a person, once confirmed', async ({ page, browser }) => {
    const organisationId = await organisationWithOneManager(browser, page.request);
    const staff = `staff.${Date.now().toString(36)}@partner.example`;
    const accepted = await browser.newContext();
    await acceptedPartnerPerson(page.request, accepted.request, organisationId, {
      email: staff,
      name: 'Chidi Okafor',
    });
    await accepted.close();
    await page.goto(paths.partnerOrganisation(organisationId));

    await page.getByRole('button', { name: 'Remove Chidi Okafor' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Chidi Okafor?' });
    await expect(remove.getByText(`${staff} is signed out at once`)).toBeVisible();
    await expectAccessible(page);
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Chidi Okafor was removed');
    // The toast names him too: closed, rather than waited out, before the page is read.
    await dismissToasts(page);
    await expect(page.getByText('Chidi Okafor')).toHaveCount(0);
  });

  test('a manager withdraws an invitation, once confirmed', async ({ page, browser }) => {
    const organisationId = await organisationWithOneManager(browser, page.request);
    const invitee = `invitee.${Date.now().toString(36)}@partner.example`;
    await inviteStaff(page.request, organisationId, invitee);
    await page.goto(paths.partnerOrganisation(organisationId));

    await page.getByRole('button', { name: `Withdraw the invitation to ${invitee}` }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw this invitation?' });
    await withdraw.getByRole('button', { name: 'Withdraw invitation' }).click();
    await expectToast(page, `The invitation to ${invitee} was withdrawn`);
    await expect(page.getByRole('region', { name: 'Open invitations' })).toHaveCount(0);
  });
});
