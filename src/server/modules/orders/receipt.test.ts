import { describe, expect } from 'vitest';
import { formatIn } from '../../../domain/fx/quote';
import { moveOrderAs } from '../../../testing/member-cards';
import { placeOrderAs } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import {
  orderAtPaystack,
  paymentMails,
  paystackTest,
  pressOnCheckout,
  returnFromCheckout,
} from '../../../testing/paystack-flow';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';

const it = paystackTest();

const orderOf = async (client: TestClient, id: string) =>
  (await (await client.api.orders[':id'].$get({ param: { id } })).json()).order;

describe('the receipt: what was actually taken (docs/decisions/051)', () => {
  it('keeps a Paystack payment in naira with its method and date, on the order, the mail and the PDF', async ({
    testApp,
    stub,
    visitor,
  }) => {
    const { client, email, order, checkoutUrl } = await orderAtPaystack(testApp, stub);
    expect((await orderOf(client, order.id)).payment).toBeNull();
    await returnFromCheckout(client, await pressOnCheckout(checkoutUrl, 'pay'));

    const paid = await orderOf(client, order.id);
    expect(paid.payment).toMatchObject({ method: 'card', amount: order.totalNgn, currency: 'NGN' });
    const today = new Date().toISOString().slice(0, 10);
    expect(paid.payment?.paidAt.slice(0, 10)).toBe(today);

    const [mail] = await paymentMails(testApp, email);
    expect(mail?.decoded).toContain(`You paid ${formatIn(order.totalNgn, 'NGN')} by card on`);

    const pdf = await client.fetch(`/api/orders/${order.id}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const naira = (order.totalNgn / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });
    expect(bytes.toString('latin1')).toContain(`NGN ${naira} paid by card`);

    // Someone else's order reads as unknown; signed out is asked to sign in.
    const { client: other } = await signedUpClient(testApp);
    expect((await other.fetch(`/api/orders/${order.id}/receipt.pdf`)).status).toBe(404);
    expect((await visitor.fetch(`/api/orders/${order.id}/receipt.pdf`)).status).toBe(401);
  });

  it('has no receipt before payment, and an admin reads any', async ({ customer: { client }, admin }) => {
    const order = await placeOrderAs(client);
    const unpaid = await client.fetch(`/api/orders/${order.id}/receipt.pdf`);
    expect(unpaid.status).toBe(404);
    await moveOrderAs(admin.client, order.id, 'paid');
    expect((await admin.client.fetch(`/api/orders/${order.id}/receipt.pdf`)).status).toBe(200);
  });

  it('records a transfer an admin marks paid as the amount it asked for, in the account’s currency', async ({
    testApp,
    customer: { client, signUp },
    admin,
  }) => {
    const order = await placeOrderAs(client);
    await moveOrderAs(admin.client, order.id, 'paid');
    const paid = await orderOf(client, order.id);
    expect(paid.payment).toMatchObject({ method: 'bank_transfer', amount: order.totalNgn, currency: 'NGN' });
    const console = await (await admin.client.fetch(`/api/admin/orders/${order.id}`)).json();
    expect(console.order.payment).toEqual(paid.payment);
    const mails = await readOutbox(testApp);
    const received = mails.find(
      (mail) => mail.to === signUp.email && mail.subject?.includes('Payment received'),
    );
    expect(received?.decoded).toContain(`You paid ${formatIn(order.totalNgn, 'NGN')} by bank transfer on`);
  });
});
