import { and, eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { formatIn } from '../../../domain/fx/format';
import { REMOVAL_MESSAGES } from '../../../domain/orders/remove-person';
import { readOutbox } from '../../../testing/outbox';
import {
  orderAtPaystack,
  paystackTest,
  pressOnCheckout,
  returnFromCheckout,
  sendPaystackWebhook,
} from '../../../testing/paystack-flow';
import { orderOfTwo, removeAs, transferRefundDue } from '../../../testing/removals';
import { makeBeneficiary } from '../../../testing/order-factories';
import { signedUpClient } from '../../../testing/signed-up-client';
import type { TestClient } from '../../../testing/test-client';
import type { Db } from '../../db/client';
import { auditLog, beneficiaryInvitations, orderRefunds } from '../../db/schema';

const it = paystackTest();

const orderOf = async (client: TestClient, id: string) =>
  (await (await client.api.orders[':id'].$get({ param: { id } })).json()).order;

const auditOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));

/** The card-refund job kept Paystack's answer: its webhook about the refund can now name a refund we know. */
const refundAnswerKept = (db: Db) =>
  vi.waitFor(
    async () => {
      const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.method, 'card'));
      expect(refunds.length).toBeGreaterThan(0);
      expect(refunds.every((refund) => refund.providerRefundId)).toBe(true);
    },
    { timeout: 8_000, interval: 100 },
  );

describe('removing a person who refused or never answered (docs/decisions/052)', () => {
  it('re-prices a pending order from the catalogue, audited, and the sponsor is told', async ({
    db,
    testApp,
    customer: { client, signUp },
  }) => {
    const order = await orderOfTwo(client);
    const [emeka, ngozi] = order.beneficiaries;
    const response = await removeAs(client, order.id, ngozi!.id);
    expect(response.status).toBe(200);
    const after = await orderOf(client, order.id);
    expect(after.beneficiaries.map((person) => person.id)).toEqual([emeka!.id]);
    expect(after.totalNgn).toBe(emeka!.priceNgn);
    expect(after.totalUsd).toBe(emeka!.priceUsd);
    expect(after.refunds).toEqual([]);
    expect(await auditOf(db, order.id)).toMatchObject([{ action: 'person removed' }]);
    const mail = (await readOutbox(testApp)).find(
      (candidate) => candidate.to === signUp.email && candidate.subject?.includes('Person removed'),
    );
    expect(mail?.decoded).toContain(`The order now costs ${formatIn(emeka!.priceUsd!, 'USD')}`);

    // The last person stays: the sponsor cancels instead.
    const last = await removeAs(client, order.id, emeka!.id);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: { message: REMOVAL_MESSAGES.lastPerson } });
  });

  it('keeps a person who consented, and answers anyone else’s order as unknown', async ({
    db,
    testApp,
    customer,
  }) => {
    const order = await orderOfTwo(customer.client);
    const ngozi = order.beneficiaries[1]!.id;
    await db
      .update(beneficiaryInvitations)
      .set({ consentDecision: 'given' })
      .where(eq(beneficiaryInvitations.beneficiaryId, ngozi));
    const consented = await removeAs(customer.client, order.id, ngozi);
    expect(consented.status).toBe(409);
    const { client: other } = await signedUpClient(testApp);
    expect((await removeAs(other, order.id, order.beneficiaries[0]!.id)).status).toBe(404);
  });

  it('refunds a card payment’s share through Paystack once, however often the sponsor presses', async ({
    db,
    testApp,
    stub,
  }) => {
    const beneficiaries = [makeBeneficiary({ firstName: 'Emeka' }), makeBeneficiary({ firstName: 'Ngozi' })];
    const { client, order, checkoutUrl, reference } = await orderAtPaystack(testApp, stub, { beneficiaries });
    await returnFromCheckout(client, await pressOnCheckout(checkoutUrl, 'pay'));
    const ngozi = order.beneficiaries[1]!;

    const answers = await Promise.all([
      removeAs(client, order.id, ngozi.id),
      removeAs(client, order.id, ngozi.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);

    await refundAnswerKept(db);
    expect(stub.refundRequests).toEqual([
      { transaction: reference, amount: ngozi.priceNgn, currency: 'NGN' },
    ]);
    const [refund] = (await orderOf(client, order.id)).refunds;
    expect(refund).toMatchObject({
      method: 'card',
      amount: ngozi.priceNgn,
      currency: 'NGN',
      status: 'pending',
    });
    expect(refund?.text).toBe(
      `We are refunding ${formatIn(ngozi.priceNgn!, 'NGN')} to your card; it usually arrives in 5–10 working days.`,
    );

    // Paystack's word that it went through settles it; a replay changes nothing.
    const processed = stub.refundWebhook(stub.refunds[0]!.id, 'processed');
    expect((await sendPaystackWebhook(testApp, processed)).status).toBe(200);
    expect((await sendPaystackWebhook(testApp, processed)).status).toBe(200);
    expect((await orderOf(client, order.id)).refunds[0]?.status).toBe('processed');
    expect(stub.refundRequests).toHaveLength(1);
  });

  it('asks Paystack to send again a refund webhook that overtook its answer, then settles it once', async ({
    db,
    testApp,
    stub,
  }) => {
    const { client, order, checkoutUrl } = await orderAtPaystack(testApp, stub, {
      beneficiaries: [makeBeneficiary({ firstName: 'Emeka' }), makeBeneficiary({ firstName: 'Ngozi' })],
    });
    await returnFromCheckout(client, await pressOnCheckout(checkoutUrl, 'pay'));
    let answer = () => {};
    stub.holdRefundAnswers = new Promise((resolve) => (answer = resolve));
    const before = stub.refunds.length;
    expect((await removeAs(client, order.id, order.beneficiaries[1]!.id)).status).toBe(200);
    await vi.waitFor(() => expect(stub.refunds).toHaveLength(before + 1), { timeout: 8_000, interval: 100 });

    const processed = stub.refundWebhook(stub.refunds.at(-1)!.id, 'processed');
    expect((await sendPaystackWebhook(testApp, processed)).status).toBe(503);
    answer();
    stub.holdRefundAnswers = null;
    await refundAnswerKept(db);
    expect((await sendPaystackWebhook(testApp, processed)).status).toBe(200);
    expect((await orderOf(client, order.id)).refunds[0]?.status).toBe('processed');
  });

  it('acknowledges a refund webhook about a refund that is not ours', async ({ testApp, stub }) => {
    const { client, checkoutUrl, reference } = await orderAtPaystack(testApp, stub);
    await returnFromCheckout(client, await pressOnCheckout(checkoutUrl, 'pay'));
    // A refund made on Paystack's dashboard: nothing here waits for it, and retrying cannot change that.
    const dashboard = await fetch(`${stub.url}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stub.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: reference, amount: 100 }),
    });
    expect(dashboard.status).toBe(200);
    const { data } = (await dashboard.json()) as { data: { id: number } };
    const processed = stub.refundWebhook(data.id, 'processed');
    expect((await sendPaystackWebhook(testApp, processed)).status).toBe(200);
  });

  it('queues a transfer refund for the console until an admin records it paid out', async ({
    db,
    testApp,
    customer: { client, signUp },
    admin,
  }) => {
    const { order, refund } = await transferRefundDue(client, admin.client);
    const ngozi = order.beneficiaries[1]!;
    const [due] = (await orderOf(client, order.id)).refunds;
    expect(due).toMatchObject({
      method: 'bank_transfer',
      amount: ngozi.priceNgn,
      currency: 'NGN',
      status: 'due',
    });
    expect(due?.text).toMatch(/^We will send ₦[\d,]+ back to your account by \d{1,2} \w+ \d{4}\.$/);

    const paidOut = await admin.client.postJson(`/api/admin/refunds/${refund.id}/paid-out`, {
      reference: 'FBN-REF-1',
    });
    expect(paidOut.status).toBe(200);
    expect((await orderOf(client, order.id)).refunds[0]?.status).toBe('paid_out');
    const queue = (await (await admin.client.fetch('/api/admin/refunds')).json()) as { refunds: unknown[] };
    expect(queue.refunds).toEqual([]);
    const again = await admin.client.postJson(`/api/admin/refunds/${refund.id}/paid-out`, { reference: 'x' });
    expect(again.status).toBe(409);

    expect((await auditOf(db, order.id)).map((entry) => entry.action).sort()).toEqual([
      'person removed',
      'refund paid out',
      'status changed',
    ]);
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to === signUp.email);
    expect(mails.some((mail) => mail.decoded.includes('back to your account by'))).toBe(true);
    expect(
      mails.some((mail) => mail.decoded.includes(`We sent ${formatIn(ngozi.priceNgn!, 'NGN')} back`)),
    ).toBe(true);
  });
});
