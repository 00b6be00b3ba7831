import type { Browser, Page } from '@playwright/test';
import { maskPhone } from '../src/domain/orders/relative-proof';
import { enrolledLine, ENROLMENT_MESSAGES } from '../src/domain/partners/enrolment';
import { makeBeneficiary } from '../src/testing/order-factories';
import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import {
  activeTangerineOrderFor,
  confirmedByProvider,
  deskStaffSignedIn,
  ENROLMENT_PROVIDER,
  enrolmentsVia,
} from './support/enrolments';
import { linkTexted, openWithTextedCode, ownPhone, textedNumber } from './support/invitations';
import { dismissToasts, expectToast } from './support/toasts';
import { unique, uniqueMobile } from './support/unique';

// Issue 33 point 2: a health provider enrols the people of an active order in its portal, one by one or by CSV,
// and its member ID then shows to the sponsor (card, timeline) and to the relative (her page).

/** A sponsor (a context of its own) with an active Tangerine order for Ngozi, whose last name is this test's own. */
async function activeTangerineOrder(browser: Browser, request = undefined as Page['request'] | undefined) {
  const sponsor = request ? undefined : await browser.newContext();
  const on = request ?? sponsor!.request;
  await signUpViaApi(on);
  const lastName = `Eze${unique()}`;
  const mobile = uniqueMobile();
  const ngozi = makeBeneficiary({ firstName: 'Ngozi', lastName, phoneNumber: mobile });
  const order = await activeTangerineOrderFor(on, browser, ngozi);
  return { order, name: `Ngozi ${lastName}`, lastName, mobile, close: () => sponsor?.close() };
}

/** A CSV file of member IDs, as the desk's upload takes it. */
const csvFile = (content: string) => ({
  name: 'ids.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(content),
});

/**
 * A pending enrolment of this test's own (an active order of a sponsor made through the API), and a staff member
 * of Tangerine Health signed in on `request`: the person's name, the enrolment's id and the organisation's.
 */
async function atTheDesk(browser: Browser, request: Page['request']) {
  const [{ name, lastName, close }, organisationId] = await Promise.all([
    activeTangerineOrder(browser),
    deskStaffSignedIn(browser, request),
  ]);
  await close();
  const enrolment = (await enrolmentsVia(request, organisationId)).find(
    (each) => each.person.lastName === lastName,
  );
  expect(enrolment, `an enrolment of ${name}`).toBeDefined();
  return { name, enrolmentId: enrolment!.id, organisationId };
}

test.describe('the provider at its desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists a pending enrolment with the consent it rests on', async ({ page, browser }) => {
    const { name, organisationId } = await atTheDesk(browser, page.request);
    await page.goto(paths.partnerEnrolments(organisationId));
    await expect(page.getByRole('heading', { level: 1, name: 'Enrolments' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Partner portal' }).getByRole('link', { name: 'Enrolments' }),
    ).toHaveAttribute('aria-current', 'page');
    const item = page.getByRole('listitem', { name });
    await expect(item.getByText('Pending', { exact: true })).toBeVisible();
    await expect(item.getByText(/^Given .* \(statement health-data-sharing-v\d\)$/)).toBeVisible();
    await expectAccessible(page);
  });

  test('confirms an enrolment with its member ID, refusing one too short', async ({ page, browser }) => {
    const { name, organisationId } = await atTheDesk(browser, page.request);
    await page.goto(paths.partnerEnrolments(organisationId));
    const item = page.getByRole('listitem', { name });
    const memberId = `TH-${unique()}`.slice(0, 40);
    await item.getByLabel(`Member ID for ${name}`).fill('x');
    await item.getByRole('button', { name: 'Confirm enrolment' }).click();
    await expect(item.getByText(ENROLMENT_MESSAGES.memberIdLength)).toBeVisible();
    await item.getByLabel(`Member ID for ${name}`).fill(memberId);
    await item.getByRole('button', { name: 'Confirm enrolment' }).click();
    await expectToast(page, `${name} confirmed`);
    await dismissToasts(page);
    const decided = page.getByRole('region', { name: /^Confirmed and refused/ });
    await expect(decided.getByRole('listitem', { name }).getByText(memberId)).toBeVisible();
    await expectAccessible(page);
  });

  test('downloads the pending enrolments as CSV', async ({ page, browser }) => {
    const { name, organisationId } = await atTheDesk(browser, page.request);
    await page.goto(paths.partnerEnrolments(organisationId));
    await expect(page.getByRole('listitem', { name })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download pending as CSV' }).click();
    expect((await download).suggestedFilename()).toBe('pending-enrolments.csv');
  });

  test('uploads member IDs as CSV: a bad line refuses the file, named by its number', async ({
    page,
    browser,
  }) => {
    const { enrolmentId, organisationId } = await atTheDesk(browser, page.request);
    await page.goto(paths.partnerEnrolments(organisationId));
    await page.getByLabel('CSV file').setInputFiles(csvFile(`enrolment_id,member_id\n${enrolmentId},x\n`));
    await page.getByRole('button', { name: 'Upload member IDs' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'The file was not used' });
    await expect(refused.getByText(`Line 2: ${ENROLMENT_MESSAGES.memberIdLength}`)).toBeVisible();
    await expectAccessible(page);
  });

  test('uploads member IDs as CSV: a good file confirms its enrolments', async ({ page, browser }) => {
    const { enrolmentId, organisationId } = await atTheDesk(browser, page.request);
    await page.goto(paths.partnerEnrolments(organisationId));
    const memberId = `TH-${unique()}`.slice(0, 40);
    await page
      .getByLabel('CSV file')
      .setInputFiles(csvFile(`enrolment_id,member_id\n${enrolmentId},${memberId}\n`));
    await page.getByRole('button', { name: 'Upload member IDs' }).click();
    await expectToast(page, '1 enrolment confirmed');
    await expect(
      page.getByRole('region', { name: /^Confirmed and refused/ }).getByText(memberId),
    ).toBeVisible();
  });
});

test.describe('once enrolled, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sponsor sees the member ID on the card and the order’s timeline', async ({ page, browser }) => {
    const { order, lastName } = await activeTangerineOrder(browser, page.request);
    const memberId = `TH-${unique()}`.slice(0, 40);
    await confirmedByProvider(browser, lastName, memberId);

    await page.goto(paths.orderCards(order.id));
    await expect(page.getByText(enrolledLine(ENROLMENT_PROVIDER.name, memberId)!)).toBeVisible();
    await expectAccessible(page);
    await page.goto(paths.order(order.id));
    await expect(
      page.getByText(`${ENROLMENT_PROVIDER.name} enrolled Ngozi, member ID ${memberId}`),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('the relative sees the member ID on her page', async ({ page, browser }) => {
    const { lastName, mobile } = await activeTangerineOrder(browser, page.request);
    const memberId = `TH-${unique()}`.slice(0, 40);
    await confirmedByProvider(browser, lastName, memberId);
    const to = textedNumber('+234', mobile);
    const path = new URL(await linkTexted(page.request, to, 'Ngozi')).pathname;

    const phone = await ownPhone(browser);
    const her = await phone.newPage();
    await her.goto(path);
    await openWithTextedCode(her, to, maskPhone('+234', mobile));
    const card = her.getByRole('region', { name: 'My member card' });
    // Said in her language (the catalogue's card.enrolledWith), the provider's own ID beside it.
    await expect(card.getByText(`Enrolled with ${ENROLMENT_PROVIDER.name}: member ID`)).toBeVisible();
    await expect(card.getByText(memberId, { exact: true })).toBeVisible();
    await expectAccessible(her);
    await phone.close();
  });
});
