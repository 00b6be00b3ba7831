import { formatCalendarDate } from '../src/domain/calendar-date';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { browserOrigin } from './support/admin';
import { buyerWithViewing, REALTY_FIRM, realtyManager } from './support/realty-partners';
import { dismissToasts, expectToast } from './support/toasts';
import { expectNoSidewaysScroll } from './support/viewport';

// A realty firm answers its buyers in the partner portal (issue 33, point 4; docs/decisions/082-realty-partners.md).

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a realty firm confirms a viewing from its viewings page', async ({ page, browser }) => {
    const firm = await realtyManager(browser, page.request);
    const buyer = await buyerWithViewing(browser, firm.providerId);
    await page.goto(paths.partnerRealtyViewings(firm.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Viewings' })).toBeVisible();
    const viewing = page.getByRole('region', { name: buyer.listing.title }).filter({
      hasText: buyer.application.reference,
    });
    await expect(viewing.getByRole('status')).toHaveText('Viewing requested');
    await expectAccessible(page);
    const date = formatCalendarDate(buyer.dates[1]!);
    await viewing.getByRole('button', { name: `Confirm ${date}` }).click();
    await expectToast(page, 'Viewing confirmed');
    await expect(viewing.getByRole('status')).toHaveText(`Viewing confirmed for ${date}`);
    await buyer.context.close();
  });

  test('its applications, an application and its title packs are reachable from the nav and accessible', async ({
    page,
    browser,
  }) => {
    const firm = await realtyManager(browser, page.request);
    const buyer = await buyerWithViewing(browser, firm.providerId);
    await page.goto(paths.partnerOrganisation(firm.id));
    await page
      .getByRole('navigation', { name: 'Partner portal' })
      .getByRole('link', { name: 'Applications' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: `Open application ${buyer.application.reference}` }).click();
    await expect(page).toHaveURL(paths.partnerRealtyApplication(firm.id, buyer.application.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Application' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Outcome' })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Partner portal' })
      .getByRole('link', { name: 'Title packs' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Title packs' })).toBeVisible();
    await expectAccessible(page);
    await buyer.context.close();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the buyer reads that the firm confirmed the viewing', async ({ page, browser }) => {
    const firm = await realtyManager(browser, page.request);
    const buyer = await buyerWithViewing(browser, firm.providerId);
    const answered = await page.request.post(
      `/api/partner/organisations/${firm.id}/realty/applications/${buyer.application.id}/viewing`,
      { data: { action: 'confirm', date: buyer.dates[0] }, headers: browserOrigin() },
    );
    expect(answered.status(), await answered.text()).toBe(200);
    const mine = await buyer.context.newPage();
    await mine.setViewportSize({ width: 390, height: 844 });
    await mine.goto(paths.application('property', buyer.application.id));
    const status = mine.getByRole('region', { name: 'Status' });
    await expect(
      status.getByText(`${REALTY_FIRM} confirmed the viewing for ${formatCalendarDate(buyer.dates[0]!)}`),
    ).toBeVisible();
    await dismissToasts(mine);
    await expectAccessible(mine);
    await expectNoSidewaysScroll(mine);
    await buyer.context.close();
  });

  test('a realty firm records an outcome on a phone', async ({ page, browser }) => {
    const firm = await realtyManager(browser, page.request);
    const buyer = await buyerWithViewing(browser, firm.providerId);
    await page.goto(paths.partnerRealtyApplication(firm.id, buyer.application.id));
    const outcome = page.getByRole('region', { name: 'Outcome' });
    await outcome.getByLabel('Rejected').check();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await outcome.getByRole('button', { name: 'Record outcome' }).click();
    await expectToast(page, 'Application rejected');
    await expect(outcome.getByText('This application is closed')).toBeVisible();
    await buyer.context.close();
  });
});
