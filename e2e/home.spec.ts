import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { makeUser, signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { expectServiceLinks } from './support/service-links';

test('a visitor opening /home goes to /signin', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fhome$/);
});

test('home greets by first name and links to every service', async ({ page }) => {
  await signUpViaApi(page.request, makeUser({ firstName: 'Obinna' }));
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: 'Hello, Obinna' })).toBeVisible();
  await expectAccessible(page);

  const services = page.getByRole('region', { name: 'Available services' });
  await expectServiceLinks(services);

  const comingSoon = page.getByRole('region', { name: 'Coming Soon' }).getByRole('listitem');
  await expect(comingSoon).toHaveText([
    /Energy and Power/,
    /Transportation/,
    /Medical Equipment/,
    /Agriculture/,
    /Skill Acquisition/,
    /Oil and Gas/,
  ]);
  const assistance = page.getByRole('region', { name: 'Need Assistance' });
  await expect(assistance.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
  await expect(assistance.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/help');
});

test('the bottom navigation reaches the four tabs', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto(paths.home);
  const tabs = page.getByRole('navigation', { name: 'App' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  await expect(tabs.getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/healthcare/plans');
  await expect(tabs.getByRole('link', { name: 'Properties' })).toHaveAttribute(
    'href',
    '/real-estate-providers',
  );
  await tabs.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('notifications: the welcome notice is unread until marked read', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto(paths.home);
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet.getByText('Unread: Welcome to Diaspora Hub')).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Mark as read' }).click();
  await expect(sheet.getByText('You are all caught up')).toBeVisible();
  await expect(sheet.getByText('Welcome to Diaspora Hub')).toBeVisible();
  await expect(sheet.getByText('Unread:')).toHaveCount(0);
});

test('notifications: an empty list says so', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto(paths.home);
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications yet'),
  ).toBeVisible();
});

test.describe('top navigation', () => {
  test('signed out: the mobile label is Sign Up and leads to /signin', async ({ page }) => {
    await page.goto(paths.support);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('signed out on a wide screen: Create an Account, Healthcare Plans and Real Estate', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.support);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signin');
    await expect(nav.getByRole('link', { name: 'Healthcare Plans' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Real Estate' })).toBeVisible();
  });

  test('signed in: Account on phones, My Account and Profile on wide screens', async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Account' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole('button', { name: 'My Account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });
});
