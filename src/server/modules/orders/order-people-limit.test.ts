import { describe, expect } from 'vitest';
import { CONTACT_LIMIT_MESSAGES as LIMIT } from '../../../domain/limits/third-party-contact-limits';
import { MAX_BENEFICIARIES } from '../../../domain/orders/order.schema';
import { it } from '../../../testing/api-test';
import { moveOrderAs } from '../../../testing/member-cards';
import { placeOrderAs, type ErrorResponse } from '../../../testing/order-api';
import { makeBeneficiary, makeOrderRequest } from '../../../testing/order-factories';
import { readOutbox } from '../../../testing/outbox';
import { readSmsOutbox } from '../../../testing/sms-outbox';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';
import { TEST_ORIGIN } from '../../../testing/test-app';

const people = (count: number) => Array.from({ length: count }, () => makeBeneficiary());
const place = (client: TestClient, beneficiaries = people(1)) =>
  client.api.orders.$post({ json: makeOrderRequest({ beneficiaries }) });

async function expectLimited(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
  expect(((await response.json()) as ErrorResponse).error.message).toBe(message);
}

// Each test places orders of 20 people: slow on a busy machine.
const SLOW = { timeout: 60_000 };

describe(
  'the people orders name, limited per account and per recipient a day (docs/decisions/061)',
  SLOW,
  () => {
    it('refuses the order past 40 people in a day for that account only, and keeps nothing of it', async ({
      testApp,
      customer,
    }) => {
      await placeOrderAs(customer.client, { beneficiaries: people(MAX_BENEFICIARIES) });
      await placeOrderAs(customer.client, { beneficiaries: people(MAX_BENEFICIARIES) });
      await expectLimited(await place(customer.client), LIMIT.orderPeopleAccount);
      const mine = (await (await customer.client.fetch('/api/orders')).json()) as { orders: unknown[] };
      expect(mine.orders).toHaveLength(2);

      const other = await signedUpClient(testApp);
      expect((await place(other.client)).status).toBe(201);
    });

    it('refuses a fourth order naming the same address or number in a day, whichever account places it', async ({
      testApp,
    }) => {
      const target = makeBeneficiary({ email: 'Target@Example.com' });
      for (let n = 0; n < 3; n++) {
        const sponsor = await signedUpClient(testApp);
        // The same address however it is typed, and the same number with or without its 0.
        const again = { ...makeBeneficiary({ email: n === 1 ? ' target@example.COM' : target.email }) };
        expect((await place(sponsor.client, [again])).status).toBe(201);
      }
      const fourth = await signedUpClient(testApp);
      await expectLimited(await place(fourth.client, [{ ...target }]), LIMIT.orderPeopleRecipient);
      expect((await place(fourth.client)).status).toBe(201);

      const phone = makeBeneficiary({ phoneNumber: '0803 555 0101' });
      for (const typed of ['0803 555 0101', '803 555 0101', '+234 803 555 0101']) {
        const sponsor = await signedUpClient(testApp);
        expect((await place(sponsor.client, [makeBeneficiary({ phoneNumber: typed })])).status).toBe(201);
      }
      await expectLimited(await place(fourth.client, [phone]), LIMIT.orderPeopleRecipient);
    });

    it('counts an order refused by validation as nothing, and a repeat of its key once', async ({
      customer,
    }) => {
      const tooMany = await place(customer.client, people(MAX_BENEFICIARIES + 1));
      expect(tooMany.status).toBe(422);
      const twice = makeOrderRequest({ beneficiaries: people(MAX_BENEFICIARIES) });
      expect((await customer.client.api.orders.$post({ json: twice })).status).toBe(201);
      expect((await customer.client.api.orders.$post({ json: twice })).status).toBe(200);
      await placeOrderAs(customer.client, { beneficiaries: people(MAX_BENEFICIARIES) });
      await expectLimited(await place(customer.client), LIMIT.orderPeopleAccount);
    });
  },
);

describe("what a relative's invitation carries of what the sponsor typed (docs/decisions/061)", SLOW, () => {
  it('leaves out a name that is not a name, the sponsor’s and the relative’s, in the mail and the SMS', async ({
    testApp,
    admin,
  }) => {
    const spam = 'Win0 a prize at evil.example';
    const sponsor = await signedUpClient(testApp, { firstName: 'Visit evil.example now' });
    const relative = makeBeneficiary({
      firstName: spam,
      lastName: 'http://evil.example',
      phoneNumber: '0803 777 0001',
    });
    const order = await placeOrderAs(sponsor.client, { beneficiaries: [relative] });
    await moveOrderAs(admin.client, order.id, 'paid');

    const [mail, ...more] = (await readOutbox(testApp)).filter((each) => each.to === relative.email);
    expect(more).toEqual([]);
    const [sms] = (await readSmsOutbox(testApp.runtime)).filter((each) => each.to === '2348037770001');
    for (const text of [mail!.decoded, sms!.text]) {
      expect(text).not.toMatch(/evil|Win0|prize|Visit/);
      expect(text).toContain('Hello,');
      expect(text).toContain('Someone in your family has bought');
      // The only link is the relative's own page on our site.
      const links = text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe(new URL(TEST_ORIGIN).origin);
    }
  });

  it("greets the relative and names the sponsor's account when both read as names", async ({
    testApp,
    admin,
  }) => {
    const sponsor = await signedUpClient(testApp, { firstName: 'Chiamaka' });
    const relative = makeBeneficiary({ firstName: 'Ngozi', phoneNumber: '0803 777 0002' });
    const order = await placeOrderAs(sponsor.client, { beneficiaries: [relative] });
    await moveOrderAs(admin.client, order.id, 'paid');
    const [mail] = (await readOutbox(testApp)).filter((each) => each.to === relative.email);
    expect(mail!.decoded).toContain('Hello Ngozi,');
    expect(mail!.subject).toContain('Chiamaka has bought health cover for you');
  });
});
