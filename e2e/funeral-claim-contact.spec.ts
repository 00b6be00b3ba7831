import { paths } from '../src/web/config/paths';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { approvedFuneralPlan, CERTIFICATE_PDF, coverInForce } from './support/funeral-claims';
import { textsTo } from './support/invitations';
import { expectNoSidewaysScroll } from './support/viewport';

// The holder names a claim contact; after the holder's death the contact claims from the public funeral page with
// the code texted to the phone the holder gave (issue 27, point 6; decision 067).

const today = () => new Date().toISOString().slice(0, 10);

/** A number of its own for the contact: the code is read back from the Termii stub by number. */
const contactPhone = () => `+23480${String(Date.now()).slice(-8)}`;

test('the holder names a claim contact on the plan’s page, and the admin’s view of the application names them too', async ({
  page,
  browser,
}) => {
  // Naming a contact needs no cover in force: an approved plan, made through the API, will do.
  const { application, admin } = await approvedFuneralPlan(page, browser);
  const phone = contactPhone();

  await page.goto(paths.application('funeral', application.id));
  const section = page.getByRole('region', { name: 'Claim contact' });
  await section.getByRole('button', { name: 'Name a claim contact' }).click();
  const editor = section.getByRole('form', { name: 'Claim contact' });
  await editor.getByRole('radio', { name: 'Someone else' }).check();
  await editor.getByLabel('First Name').fill('Obinna');
  await editor.getByLabel('Last Name').fill('Nwosu');
  await editor.getByLabel('Phone Number').fill(phone);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(section).toContainText('Obinna Nwosu');
  await expect(section).toContainText(phone);

  const adminPage = await admin.newPage();
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto(paths.adminApplication('funeral', application.id));
  const people = adminPage.getByRole('region', { name: 'People' });
  await expect(people).toContainText('Obinna Nwosu');
  await expect(people).toContainText('Not given');
  await admin.close();
});

test('a claim contact claims after the holder has died, with the code from the text message', async ({
  page,
  browser,
}) => {
  const { application } = await coverInForce(page, 'contact-claim');
  const phone = contactPhone();
  // Named by the holder through the API the plan's page uses (the page itself: the test above).
  const named = await page.request.put(`/api/funeral-applications/${application.id}/claim-contact`, {
    data: { who: 'other', firstName: 'Obinna', lastName: 'Nwosu', phoneNumber: phone, email: '' },
  });
  expect(named.status(), await named.text()).toBe(200);

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const contact = await visitor.newPage();
  await contact.goto(paths.funeralInsurance);
  await contact.getByRole('link', { name: 'Claim as a named contact' }).click();
  await expect(contact.getByRole('heading', { level: 1, name: 'Claim as a named contact' })).toBeVisible();
  await contact.getByLabel('Policy reference').fill(application.reference);
  await contact.getByRole('button', { name: 'Send me a code' }).click();
  await expect(contact.getByRole('status').first()).toContainText('we have sent a 6-digit code');
  await expectAccessible(contact);

  let code: string | undefined;
  await expect(async () => {
    const texts = await textsTo(contact.request, phone.slice(1));
    code = texts
      .flatMap((text) => /code to make a claim on funeral plan \w+ is (\d{6})/.exec(text.sms)?.[1] ?? [])
      .at(-1);
    expect(code).toBeDefined();
  }).toPass({ timeout: 15_000 });
  await contact.getByLabel('6-digit code').fill(code!);
  await contact.getByRole('button', { name: 'Continue to the claim' }).click();

  await expect(
    contact.getByRole('heading', { level: 1, name: 'Report a death on a funeral plan' }),
  ).toBeVisible();
  const form = contact.getByRole('form', { name: 'Report a death' });
  await form.getByRole('radio', { name: /Amaka Nwosu/ }).check();
  await form.getByLabel('Date of death').fill(today());
  await form.getByRole('radio', { name: 'Accident' }).check();
  await form.getByLabel('Death certificate or burial permit').setInputFiles(CERTIFICATE_PDF);
  await form.getByLabel('Bank name').fill('Access Bank');
  await form.getByLabel('Account number (NUBAN)').fill('0123456789');
  await form.getByLabel('Name on the account').fill('Obinna Nwosu');
  await form.getByRole('button', { name: 'Submit the claim' }).click();
  await expect(contact.getByText('Claim received.')).toBeVisible();
  await expectNoSidewaysScroll(contact);
  await visitor.close();
});
