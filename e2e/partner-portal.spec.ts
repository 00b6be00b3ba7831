import { totpCode } from '../src/testing/totp';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signInAsAdmin } from './support/admin';
import { firstLink, latestMailTo } from './support/outbox';
import { dismissToasts, expectToast } from './support/toasts';

const PASSWORD = 'a-long-partner-password';

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin adds a partner and invites its manager, who opens the account and signs in with two-factor', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The console: a catalogue entry without an organisation becomes a partner.
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

  // The manager, in a browser of their own, opens the link and chooses a password.
  await expect.poll(() => latestMailTo(email)).toBeDefined();
  const link = firstLink(latestMailTo(email) ?? '') ?? '';
  const partner = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await partner.goto(new URL(link).pathname);
  await expect(partner.getByRole('heading', { level: 1, name: `Join ${partnerName}` })).toBeVisible();
  await expectAccessible(partner);
  await partner.getByLabel('Your name').fill('Ngozi Eze');
  // The label carries the required mark ('Password*').
  await partner.getByLabel(/^Password/).fill(PASSWORD);
  await partner.getByLabel('Confirm password').fill(PASSWORD);
  await partner.getByRole('button', { name: 'Accept and continue' }).click();

  // First sign-in: two-factor setup before the portal opens.
  await expect(partner).toHaveURL(/\/partner\/login$/);
  await expect(partner.getByRole('heading', { level: 1, name: 'Partner Login' })).toBeVisible();
  await dismissToasts(partner);
  await expectAccessible(partner);
  await partner.getByLabel('Email').fill(email);
  await partner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await partner.getByRole('button', { name: 'Sign In' }).click();
  await expect(partner.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expectAccessible(partner);
  const key = await partner.getByLabel('Setup key').inputValue();
  await partner.getByLabel('Authentication code').fill(totpCode(key));
  await partner.getByRole('button', { name: 'Verify' }).click();
  await partner.getByLabel('I have saved my backup codes').check();
  await partner.getByRole('button', { name: 'Continue to the portal' }).click();
  await expect(partner.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
  const people = partner.getByRole('region', { name: 'People' });
  await expect(people.getByText('Ngozi Eze')).toBeVisible();
  await expect(people.getByText(/Manager · joined .* · two-factor on/)).toBeVisible();
  await expect(partner.getByRole('heading', { name: 'Invite a person' })).toBeVisible();
  await dismissToasts(partner);
  await expectAccessible(partner);

  // Later sign-ins ask for the code; the used link opens nothing.
  await partner.getByRole('button', { name: 'Sign out' }).click();
  await expect(partner).toHaveURL(/\/partner\/login$/);
  await partner.getByLabel('Email').fill(email);
  await partner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await partner.getByRole('button', { name: 'Sign In' }).click();
  await expect(partner.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await partner.getByLabel('Authentication code').fill(totpCode(key));
  await partner.getByRole('button', { name: 'Verify' }).click();
  await expect(partner.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
  await partner.goto(new URL(link).pathname);
  await expect(partner.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expectAccessible(partner);
});
