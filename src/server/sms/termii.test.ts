import { afterAll, describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { moveOrderAs } from '../../testing/member-cards';
import { placeOrderAs } from '../../testing/order-api';
import { makeBeneficiary } from '../../testing/order-factories';
import { smsSettled } from '../../testing/sms-outbox';
import { startTermiiStub, STUB_TERMII_KEY } from '../../testing/termii-stub';
import { termiiProvider } from './sms-provider';

const stub = await startTermiiStub();
afterAll(() => stub.close());

const termii = {
  apiKey: STUB_TERMII_KEY,
  senderId: 'DiasporaHub',
  baseUrl: stub.url,
  channel: 'dnd' as const,
};
const it = apiTest({}, { sms: { termii, outboxDir: '/nonexistent/sms-outbox' } });

describe('text messages through Termii (docs/decisions/049)', () => {
  it('sends a relative her invitation through Termii once the order is paid, not before', async ({
    testApp,
    customer,
    admin,
  }) => {
    const ngozi = makeBeneficiary({ firstName: 'Ngozi', phoneNumber: '0809 555 0101' });
    const order = await placeOrderAs(customer.client, { beneficiaries: [ngozi] });
    await smsSettled(testApp.runtime);
    const to = '2348095550101';
    expect(stub.messages.filter((message) => message.to === to)).toEqual([]);

    await moveOrderAs(admin.client, order.id, 'paid');
    await smsSettled(testApp.runtime);
    const [message, ...more] = stub.messages.filter((each) => each.to === to);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ from: 'DiasporaHub', channel: 'dnd' });
    expect(message!.sms).toMatch(
      /^Hello Ngozi, .* has bought .* health cover for you\..*\/invite\/[\w-]{43} /,
    );
  });

  it('rejects a message Termii refuses, so the queue retries it', async () => {
    const wrongKey = termiiProvider({ ...termii, apiKey: 'not-the-key' });
    await expect(wrongKey.send({ to: '2348031234567', text: 'Hello' })).rejects.toThrow('(401)');
  });
});
