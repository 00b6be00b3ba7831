import { describe, expect } from 'vitest';
import { translate } from '../../../../i18n/translate';
import { it } from '../../../../testing/api-test';
import { englishOnPage } from '../../../../testing/english-on-page';
import {
  invitePath,
  linksTexted,
  offeredHospitals,
  postInviteForm,
  provenDevice,
} from '../../../../testing/invitations';
import { moveOrderAs } from '../../../../testing/member-cards';
import { placeOrderAs } from '../../../../testing/order-api';
import { makeBeneficiary } from '../../../../testing/order-factories';
import { readOutbox } from '../../../../testing/outbox';
import { signedUpClient } from '../../../../testing/signed-up-client';
import type { TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { beneficiaryInvitations } from '../../../db/schema';

/*
 * Her page one thing per screen (issue 30, point 4; docs/decisions/073-relative-steps.md): details, consent,
 * hospital, done; a refusal asked twice; every change of her answer told to the sponsor, once.
 */

const SADE = makeBeneficiary({
  firstName: 'Ṣadé',
  lastName: 'Adébáyọ̀',
  phoneNumber: '0803 444 0001',
  address: '12 Bódìjà Road, Ibadan, Oyo',
  language: 'yo',
});
const TO = '2348034440001';

/** A paid order for Ṣadé, her device proven with the code texted to her. */
async function herPage(testApp: TestApp, admin: TestClient) {
  const customer = await signedUpClient(testApp);
  const order = await placeOrderAs(customer.client, { beneficiaries: [SADE] });
  await moveOrderAs(admin, order.id, 'paid');
  const [link] = await linksTexted(testApp.runtime, TO);
  const device = await provenDevice(customer.client, link!, TO);
  const path = invitePath(link!);
  const open = async (query = '') => {
    const response = await device.fetch(`${path}${query}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const post = (step: string, form: Record<string, string>) =>
    postInviteForm(device, `${path}/${step}`, form);
  return { customer, order, device, path, open, post };
}

const t = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
  translate('yo', id, values);

/** The screen's progress line says which step it is, and its list marks that one as current. */
function stepOf(html: string): number {
  const items =
    /<ol>(.*?)<\/ol>/s.exec(/<nav class="progress"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '')?.[1] ?? '';
  return items.split('</li>').findIndex((item) => item.includes('aria-current="step"')) + 1;
}

const formsOn = (html: string) =>
  [...html.matchAll(/<form method="post" action="[^"]+\/(\w+)"/g)].map((m) => m[1]);

describe('her page, one step per screen', () => {
  it('opens on the first step still to do, goes on to the next after each answer, with Back from step 2', async ({
    testApp,
    admin,
  }) => {
    const { path, open, post } = await herPage(testApp, admin.client);

    const details = await open();
    expect(stepOf(details)).toBe(1);
    expect(details).toContain(t('steps.count', { step: 1, total: 4, name: t('steps.details') }));
    expect(formsOn(details)).toEqual(['language', 'details']);
    expect(details).not.toContain('class="back"');
    expect(englishOnPage(details, 'yo')).toEqual([]);

    const confirmed = await post('details', {
      countryCode: '+234',
      phoneNumber: '0803 444 0001',
      address: SADE.address,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${path}?saved=details`);
    const consent = await open('?saved=details');
    expect(stepOf(consent)).toBe(2);
    expect(formsOn(consent)).toEqual(['language', 'consent']);
    expect(consent).toContain(t('saved.details'));
    expect(consent).toContain(`<a class="back" href="${path}?step=details">`);
    expect(englishOnPage(consent, 'yo')).toEqual([]);
    // The language buttons bring her back to the screen she is on.
    expect(consent).toContain('<input type="hidden" name="step" value="consent">');

    expect((await post('consent', { decision: 'given' })).status).toBe(303);
    const hospital = await open();
    expect(stepOf(hospital)).toBe(3);
    expect(formsOn(hospital)).toEqual(['language', 'hospital']);
    expect(hospital).toContain(`<a class="back" href="${path}?step=consent">`);
    expect(englishOnPage(hospital, 'yo')).toEqual([]);

    const [first] = offeredHospitals(hospital);
    expect((await post('hospital', { hospital: first! })).status).toBe(303);
    const done = await open('?saved=hospital');
    expect(stepOf(done)).toBe(4);
    expect(done).toContain(t('done.title'));
    expect(done).toContain(t('done.next2'));
    expect(done).toContain(`href="${path}?step=consent"`);
    expect(englishOnPage(done, 'yo')).toEqual([]);
    // Opened again later: the done screen; any answer still opens on its own to be changed.
    expect(stepOf(await open())).toBe(4);
    expect(formsOn(await open('?step=details'))).toEqual(['language', 'details']);
    // An unknown step is ignored.
    expect(stepOf(await open('?step=payment'))).toBe(4);
  });

  it('keeps her on the step with its error when an answer is wrong', async ({ testApp, admin }) => {
    const { post } = await herPage(testApp, admin.client);
    const wrong = await post('details', { countryCode: '+234', phoneNumber: '12', address: '' });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(stepOf(html)).toBe(1);
    expect(html).toContain('aria-invalid="true"');
    const none = await post('hospital', { hospital: 'nowhere' });
    expect(none.status).toBe(422);
    expect(stepOf(await none.text())).toBe(3);
  });

  it('asks once more before a refusal is stored, and tells the sponsor once for each change of her answer', async ({
    testApp,
    admin,
  }) => {
    const { customer, path, open, post } = await herPage(testApp, admin.client);
    const db = testApp.runtime.database.db;
    const decision = async () =>
      (await db.select({ decision: beneficiaryInvitations.consentDecision }).from(beneficiaryInvitations))[0]!
        .decision;
    const mailsTitled = async (title: string) =>
      (await readOutbox(testApp)).filter(
        (mail) => mail.to === customer.signUp.email && mail.subject?.startsWith(`${title} |`),
      ).length;

    await post('details', { countryCode: '+234', phoneNumber: '0803 444 0001', address: SADE.address });

    // 'I do not agree' alone stores nothing: it asks 'Are you sure?' on a screen of its own.
    const first = await post('consent', { decision: 'refused' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${path}?step=refuse`);
    expect(await decision()).toBeNull();
    const ask = await open('?step=refuse');
    expect(stepOf(ask)).toBe(2);
    expect(ask).toContain(t('refuse.title'));
    expect(ask).toContain(t('refuse.why'));
    expect(ask).toContain('<input type="hidden" name="confirm" value="yes">');
    expect(ask).toContain(`<a class="button" href="${path}?step=consent">${t('refuse.back')}</a>`);
    expect(englishOnPage(ask, 'yo')).toEqual([]);
    // A confirmation that is not the screen's is no confirmation.
    expect((await post('consent', { decision: 'refused', confirm: 'no' })).headers.get('location')).toBe(
      `${path}?step=refuse`,
    );
    expect(await decision()).toBeNull();
    expect(await mailsTitled('Consent refused')).toBe(0);

    // Confirmed: stored, and the sponsor told once, even if she says it again.
    expect((await post('consent', { decision: 'refused', confirm: 'yes' })).status).toBe(303);
    expect(await decision()).toBe('refused');
    expect((await post('consent', { decision: 'refused', confirm: 'yes' })).status).toBe(303);
    expect(await mailsTitled('Consent refused')).toBe(1);
    // Her next screen is the hospital (a refusal is an answer); the done screen then says the cover cannot start.
    expect(stepOf(await open())).toBe(3);

    // She changes her mind: the sponsor hears it, once.
    expect((await post('consent', { decision: 'given' })).status).toBe(303);
    expect(await decision()).toBe('given');
    expect((await post('consent', { decision: 'given' })).status).toBe(303);
    expect(await mailsTitled('Consent given')).toBe(1);

    // And takes her yes back: asked again, then told again.
    expect((await post('consent', { decision: 'refused' })).headers.get('location')).toBe(
      `${path}?step=refuse`,
    );
    expect(await decision()).toBe('given');
    expect((await post('consent', { decision: 'refused', confirm: 'yes' })).status).toBe(303);
    expect(await mailsTitled('Consent refused')).toBe(2);
    expect(await mailsTitled('Consent given')).toBe(1);
    const { notifications } = await (await customer.client.api.notifications.$get()).json();
    // The same in-app, newest first.
    expect(notifications.map((each) => each.title).filter((title) => title.startsWith('Consent'))).toEqual([
      'Consent refused',
      'Consent given',
      'Consent refused',
    ]);
  });

  it('says on the done screen that the cover cannot start after a refusal, with the way to change it', async ({
    testApp,
    admin,
  }) => {
    const { path, open, post } = await herPage(testApp, admin.client);
    await post('details', { countryCode: '+234', phoneNumber: '0803 444 0001', address: SADE.address });
    await post('consent', { decision: 'refused', confirm: 'yes' });
    const [first] = offeredHospitals(await open('?step=hospital'));
    await post('hospital', { hospital: first! });
    const done = await open();
    expect(stepOf(done)).toBe(4);
    expect(done).toContain(t('done.refused'));
    expect(done).not.toContain(t('done.next1'));
    expect(done).toContain(`<a class="button" href="${path}?step=consent">${t('answers.consent')}</a>`);
    expect(englishOnPage(done, 'yo')).toEqual([]);
  });

  it('tells the sponsor that a cover already started carries on when she takes her yes back', async ({
    testApp,
    admin,
  }) => {
    const { customer, order, open, post } = await herPage(testApp, admin.client);
    await post('details', { countryCode: '+234', phoneNumber: '0803 444 0001', address: SADE.address });
    await post('consent', { decision: 'given' });
    const [first] = offeredHospitals(await open('?step=hospital'));
    await post('hospital', { hospital: first! });
    await moveOrderAs(admin.client, order.id, 'active');

    expect((await post('consent', { decision: 'refused', confirm: 'yes' })).status).toBe(303);
    const { notifications } = await (await customer.client.api.notifications.$get()).json();
    const refused = notifications.find((each) => each.title === 'Consent refused');
    expect(refused?.body).toContain('has already started for them and carries on');
    expect(refused?.body).not.toContain('cannot start');
  });
});
