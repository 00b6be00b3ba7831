import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signInAsPartner } from './support/partner-api-access';
import { enrolledManager } from './support/partners';
import { dismissToasts, expectToast } from './support/toasts';

test.use({ viewport: { width: 1280, height: 800 } });

// One manager of Ally Partners (a health provider no other browser test takes) for both pages.
let manager: { organisationId: string; email: string; totpURI: string };
let receiver: Server;
let receiverUrl: string;

test.describe.serial('a manager gives the provider’s own systems access', () => {
  test.beforeAll(async ({ browser }) => {
    manager = await enrolledManager(browser, 'health_provider', 'ally-partners');
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200).end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  test('creates an API key and sees its secret once', async ({ page }) => {
    await signInAsPartner(page, manager.email, manager.totpURI);
    await page.goto(paths.partnerOrganisation(manager.organisationId));
    await page
      .getByRole('navigation', { name: 'Partner portal' })
      .getByRole('link', { name: 'API keys' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await page.getByLabel('Name').fill('Enrolment sync');
    await page.getByRole('checkbox', { name: /Confirm or refuse enrolments/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByRole('status').locator('code');
    await expect(secret).toHaveText(/^dhp_[0-9a-f-]{36}_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    const keys = page.getByRole('list', { name: 'API keys' });
    await expect(keys.getByText('Enrolment sync')).toBeVisible();
    await expect(keys.getByText('enrolments:read, enrolments:write')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByRole('status').locator('code')).toHaveCount(0);
    await page.reload();
    await expect(keys.getByText('Enrolment sync')).toBeVisible();
    await expect(page.getByText(/^dhp_.*_[A-Za-z0-9_-]{43}$/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Revoke Enrolment sync' }).click();
    await expect(page.getByRole('dialog', { name: 'Revoke Enrolment sync?' })).toBeVisible();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await expectToast(page, 'Key revoked');
    await expect(keys.getByText(/^Revoked /)).toBeVisible();
  });

  test('adds a webhook endpoint and sends it a test event', async ({ page }) => {
    await signInAsPartner(page, manager.email, manager.totpURI);
    await page.goto(paths.partnerWebhooks(manager.organisationId));
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('status').locator('code')).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expectToast(page, 'Test event queued');
    await dismissToasts(page);
    const log = page.getByRole('list', { name: 'Deliveries' });
    await expect(log.getByText(/^webhook\.test · /)).toBeVisible();
    await expectAccessible(page);
  });
});
