import { describe, expect } from 'vitest';
import { apiTest, it } from '../../../testing/api-test';
import { formatNgn, formatUsd } from '../../../domain/money';
import { coverStartsOnActivation } from '../../../domain/orders/coverage';
import { makeOrderRequest } from '../../../testing/order-factories';
import { placeOrderAs } from '../../../testing/order-api';
import { readOutbox, type OutboxMail } from '../../../testing/outbox';
import { TEST_ORIGIN } from '../../../testing/test-app';
import { testPaymentsConfig } from '../../../testing/test-payments';

// A bank-transfer order is confirmed by mail with the instructions the success page shows (decision 031).

const bankTransfer = testPaymentsConfig().bankTransfer;

/** A dollar account with a correspondent bank, as a company taking wires from abroad would configure it. */
const international = apiTest({
  payments: testPaymentsConfig({
    cardPayments: 'test',
    bankTransfer: {
      ...bankTransfer,
      currency: 'USD',
      swiftCode: 'TESTNGLAXXX',
      intermediary: {
        bankName: 'Example Bank NA, New York',
        swiftCode: 'EXMPUS33',
        accountNumber: '36001234',
      },
    },
  }),
});

/** The mail to the buyer: each beneficiary is mailed their own invitation too (docs/decisions/041). */
async function mailsTo(testApp: Parameters<typeof readOutbox>[0], email: string) {
  return (await readOutbox(testApp)).filter((mail) => mail.to === email);
}

/** The plain-text part of the mail, the lines a payer reads. */
function textOf(mail: OutboxMail): string {
  const text = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(mail.decoded)?.[1];
  if (!text) throw new Error(`no text part in ${mail.file}`);
  return text.replaceAll('\r\n', '\n');
}

describe('the confirmation mail of a bank-transfer order', () => {
  it('tells the customer the reference, the amount and currency, the bank details and when cover starts', async ({
    testApp,
    customer: { client, signUp },
  }) => {
    const order = await placeOrderAs(client, { paymentMethod: 'bank_transfer' });
    const mails = await mailsTo(testApp, signUp.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxMail];
    expect(mail.to).toBe(signUp.email);
    expect(mail.subject).toBe(`Order ${order.confirmationNumber} received: how to pay | Diaspora Hub`);
    const amount = formatNgn(order.totalNgn);
    expect(textOf(mail)).toBe(
      [
        'Hello,',
        '',
        `We received your order for ${order.planName}. Your order reference is ${order.confirmationNumber}.`,
        '',
        'Pay by bank transfer',
        `Send exactly ${amount} in NGN to the account below, quoting the payment reference so we can match your payment.`,
        '',
        `Amount to send: ${amount}`,
        'Currency: NGN (Nigerian naira)',
        'Bank: Test Bank Plc',
        'Account name: Diaspora Hub Test Ltd',
        'Account number: 0000000001',
        'SWIFT/BIC: TESTNGLA',
        'Bank address: 1 Test Street, Lagos, Nigeria',
        `Payment reference: ${order.confirmationNumber}`,
        '',
        'Paying from abroad? Ask your bank or transfer service to send NGN and to pay its charges on your side, so the full amount arrives.',
        '',
        // Decision 048: cover starts the day after activation, at the earliest the order date + 1.
        coverStartsOnActivation(order.coverageStartDate),
        '',
        `Your order: ${TEST_ORIGIN}/healthcare/success?order=${order.id}`,
        '',
        'Diaspora Hub',
      ].join('\n'),
    );
    // The HTML part says the same, its codes kept on one line.
    expect(mail.decoded).toContain(
      `<td style="font-weight:bold;font-family:monospace;white-space:nowrap">${order.confirmationNumber}</td>`,
    );
    expect(mail.decoded).not.toMatch(/undefined|null/);
  });

  it('is sent once for a repeated submission, which places no second order', async ({
    testApp,
    customer: { client, signUp },
  }) => {
    const request = makeOrderRequest({ paymentMethod: 'bank_transfer' });
    expect((await client.api.orders.$post({ json: request })).status).toBe(201);
    expect((await client.api.orders.$post({ json: request })).status).toBe(200);
    expect(await mailsTo(testApp, signUp.email)).toHaveLength(1);
    // And nothing else: the people are invited once the order is paid (docs/decisions/049).
    expect(await readOutbox(testApp)).toHaveLength(1);
  });

  it('is not sent for a refused order', async ({ testApp, customer: { client } }) => {
    const response = await client.api.orders.$post({
      json: makeOrderRequest({ paymentMethod: 'bank_transfer', planId: 'no-such-plan' }),
    });
    expect(response.status).toBe(422);
    expect(await readOutbox(testApp)).toHaveLength(0);
  });
});

describe('with an international account configured', () => {
  international(
    'asks for the dollar amount and gives the SWIFT/BIC and the intermediary bank',
    async ({ testApp, customer: { client, signUp } }) => {
      const order = await placeOrderAs(client, { paymentMethod: 'bank_transfer' });
      const [mail] = (await mailsTo(testApp, signUp.email)) as [OutboxMail];
      const text = textOf(mail);
      expect(text).toContain(`Send exactly ${formatUsd(order.totalUsd)} in USD to the account below`);
      expect(text).toContain(
        [
          `Amount to send: ${formatUsd(order.totalUsd)}`,
          'Currency: USD (US dollars)',
          'Bank: Test Bank Plc',
          'Account name: Diaspora Hub Test Ltd',
          'Account number: 0000000001',
          'SWIFT/BIC: TESTNGLAXXX',
          'Bank address: 1 Test Street, Lagos, Nigeria',
          'Intermediary bank: Example Bank NA, New York',
          'Intermediary SWIFT/BIC: EXMPUS33',
          'Account at intermediary: 36001234',
          `Payment reference: ${order.confirmationNumber}`,
        ].join('\n'),
      );
      expect(text).not.toContain('₦');
    },
  );

  international(
    'sends nothing for a card order, which is paid on the spot',
    async ({ testApp, customer }) => {
      await placeOrderAs(customer.client, { paymentMethod: 'card' });
      expect(await mailsTo(testApp, customer.signUp.email)).toHaveLength(0);
    },
  );

  international('answers the details on GET /api/payments/options', async ({ visitor }) => {
    const response = await visitor.api.payments.options.$get();
    expect(await response.json()).toMatchObject({
      bankTransfer: {
        currency: 'USD',
        swiftCode: 'TESTNGLAXXX',
        intermediary: {
          bankName: 'Example Bank NA, New York',
          swiftCode: 'EXMPUS33',
          accountNumber: '36001234',
        },
      },
    });
  });
});
