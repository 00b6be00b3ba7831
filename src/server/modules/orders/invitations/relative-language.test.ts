import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { LANGUAGE_MESSAGES, type Language } from '../../../../domain/languages';
import { translate } from '../../../../i18n/translate';
import { it } from '../../../../testing/api-test';
import { englishOnPage } from '../../../../testing/english-on-page';
import { invitePath, linksTexted, postInviteForm, provenDevice } from '../../../../testing/invitations';
import { moveOrderAs } from '../../../../testing/member-cards';
import { placeOrderAs, type ErrorResponse } from '../../../../testing/order-api';
import { makeBeneficiary, makeOrderRequest } from '../../../../testing/order-factories';
import { readOutbox } from '../../../../testing/outbox';
import { readSmsOutbox } from '../../../../testing/sms-outbox';
import { signedUpClient } from '../../../../testing/signed-up-client';
import { createTestClient } from '../../../../testing/test-client';
import { orderBeneficiaries } from '../../../db/schema';

/** Four relatives, each in her own language, with her own Nigerian mobile and e-mail. */
const PEOPLE = (['pcm', 'yo', 'ha', 'ig'] as const).map((language, index) => ({
  language,
  phone: `234803222000${index + 1}`,
  beneficiary: makeBeneficiary({
    firstName: ['Bisi', 'Ṣadé', 'Aishatu', 'Ngọzi'][index]!,
    email: `relative-${language}@example.com`,
    phoneNumber: `0803 222 000${index + 1}`,
    language,
  }),
}));

const languageOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('the relative in her own language (docs/decisions/069)', () => {
  it('texts and mails each relative her invitation in the language the sponsor chose', async ({
    testApp,
    admin,
  }) => {
    const customer = await signedUpClient(testApp);
    const order = await placeOrderAs(customer.client, { beneficiaries: PEOPLE.map((p) => p.beneficiary) });
    expect(order.beneficiaries.map((person) => person.language)).toEqual(['pcm', 'yo', 'ha', 'ig']);
    await moveOrderAs(admin.client, order.id, 'paid');
    const texts = await readSmsOutbox(testApp.runtime);
    const mails = await readOutbox(testApp);
    for (const { language, phone, beneficiary } of PEOPLE) {
      const [link] = await linksTexted(testApp.runtime, phone);
      const sms = texts.find((text) => text.to === phone)!;
      expect(sms.text).toBe(
        translate(language, 'sms.invitation', {
          greeting: translate(language, 'greeting.named', { name: beneficiary.firstName }),
          sponsor: customer.signUp.firstName,
          plan: order.planName,
          url: link!,
        }),
      );
      const mail = mails.find((each) => each.to === beneficiary.email)!;
      expect(mail.decoded).toContain(translate(language, 'mail.ask'));
      expect(mail.decoded).toContain(translate(language, 'mail.open'));
    }
  });

  it('sends her code and shows her page in her language with no English left, and remembers the language she switches to', async ({
    testApp,
    admin,
  }) => {
    const customer = await signedUpClient(testApp);
    const yoruba = PEOPLE[1]!;
    const order = await placeOrderAs(customer.client, { beneficiaries: [yoruba.beneficiary] });
    await moveOrderAs(admin.client, order.id, 'paid');
    const [link] = await linksTexted(testApp.runtime, yoruba.phone);
    const path = invitePath(link!);

    // The code screen is already hers.
    const stranger = createTestClient(testApp);
    const screen = await (await stranger.fetch(path)).text();
    expect(languageOf(screen)).toBe('yo');
    expect(screen).toContain(translate('yo', 'code.title'));
    expect(englishOnPage(screen, 'yo')).toEqual([]);

    const device = await provenDevice(customer.client, link!, yoruba.phone);
    // Her code came in Yoruba.
    const code = (await readSmsOutbox(testApp.runtime)).filter((text) => text.to === yoruba.phone).at(-1)!;
    expect(code.text).toBe(
      translate('yo', 'sms.code', { code: /(\d{6})/.exec(code.text)![1]!, minutes: 10 }),
    );
    const page = async () => (await device.fetch(path)).text();
    const html = await page();
    expect(languageOf(html)).toBe('yo');
    expect(html).toContain(translate('yo', 'page.hello', { name: `Ṣadé ${yoruba.beneficiary.lastName}` }));
    expect(englishOnPage(html, 'yo')).toEqual([]);
    // The check itself finds English when there is some.
    expect(
      englishOnPage(html.replace('</main>', '<p>Do you agree? Save my hospital</p></main>'), 'yo'),
    ).toEqual(['Do you agree?', 'Save my hospital']);
    expect(englishOnPage('<p>Choose your state to see the hospitals there first.</p>', 'yo')).toHaveLength(1);

    // A field error comes back in her language.
    const refused = await postInviteForm(device, `${path}/consent`, {});
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(translate('yo', 'error.chooseConsent'));
    expect(englishOnPage(refusedHtml, 'yo')).toEqual([]);

    // She switches to Pidgin at the top of the page: stored on her row, so every device and message follows, and
    // she stays on the step she was on.
    const switched = await postInviteForm(device, `${path}/language`, { language: 'pcm', step: 'consent' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(`${path}?step=consent`);
    const pidgin = await (await device.fetch(`${path}?step=consent`)).text();
    expect(languageOf(pidgin)).toBe('pcm');
    expect(pidgin).toContain(translate('pcm', 'consent.question'));
    expect(englishOnPage(pidgin, 'pcm')).toEqual([]);
    const [row] = await testApp.runtime.database.db
      .select({ language: orderBeneficiaries.language })
      .from(orderBeneficiaries)
      .where(eq(orderBeneficiaries.orderId, order.id));
    expect(row!.language).toBe('pcm');

    // A language we do not have changes nothing; an unknown link is the 404 page.
    const unknown = await postInviteForm(device, `${path}/language`, { language: 'fr' });
    expect(unknown.status).toBe(422);
    expect(languageOf(await page())).toBe('pcm');
    const nobody = await postInviteForm(device, `/invite/${'A'.repeat(43)}/language`, { language: 'yo' });
    expect(nobody.status).toBe(404);
  });

  it('answers too many requests on her link with a page in her language', async ({ testApp, admin }) => {
    const customer = await signedUpClient(testApp);
    const hausa = PEOPLE[2]!;
    const order = await placeOrderAs(customer.client, { beneficiaries: [hausa.beneficiary] });
    await moveOrderAs(admin.client, order.id, 'paid');
    const [link] = await linksTexted(testApp.runtime, hausa.phone);
    const visitor = createTestClient(testApp);
    for (let request = 0; request < 60; request++) await visitor.fetch(invitePath(link!));
    const limited = await visitor.fetch(invitePath(link!));
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(languageOf(html)).toBe('ha');
    expect(html).toContain(translate('ha', 'error.tooManyTitle'));
    expect(html).toContain(translate('ha', 'error.tooMany'));
    expect(englishOnPage(html, 'ha')).toEqual([]);
  });

  it('refuses a language it does not speak when the order is placed, on that person’s field', async ({
    testApp,
  }) => {
    const customer = await signedUpClient(testApp);
    const request = makeOrderRequest({
      beneficiaries: [{ ...makeBeneficiary(), language: 'fr' as Language }],
    });
    const response = await customer.client.api.orders.$post({ json: request });
    expect(response.status).toBe(422);
    const body = (await response.json()) as unknown as ErrorResponse;
    expect(body.error.fields?.['beneficiaries.0.language']).toBe(LANGUAGE_MESSAGES.language);
  });
});
