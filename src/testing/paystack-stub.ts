import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serveOnLoopback } from './serve-on-loopback';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { paystackSignature, PAYSTACK_SIGNATURE_HEADER } from '../server/modules/payments/paystack-signature';

/**
 * A local stand-in for Paystack's documented API (docs/decisions/046), so the Paystack provider runs end to end
 * with no network: POST /transaction/initialize, GET /transaction/verify/:reference, a hosted checkout page at the
 * authorization_url with 'Pay' (a test card that succeeds), 'Pay with a declined card' and 'Cancel', and a
 * charge.success webhook signed as Paystack signs it (x-paystack-signature: HMAC-SHA512 of the raw body), and
 * refunds: POST /refund (`transaction`: the reference or id of a successful transaction; `amount` in the subunit,
 * the whole transaction when left out, never more than is left of it), answered 'Refund has been queued for
 * processing' with the refund 'pending', then a signed refund.processed or refund.failed webhook a test sends.
 * A successful card payment reports its card as `authorization` (reusable, so it can be charged again), and
 * POST /transaction/charge_authorization charges it again (`authorization_code`, the same `email`, `amount` in the
 * subunit, optional `currency` and `reference`): answered 'Charge attempted' with the transaction's status,
 * 'success' (and the charge.success webhook) or 'failed' when `declineCharges` is set, as a declined card is.
 * The API tests start it in-process; the browser tests run it through scripts/paystack-stub.ts.
 */

/** A key of the documented shape; the stub accepts no other. */
export const STUB_SECRET_KEY = 'sk_test_0000000000000000000000000000000000stub';

/** 'server-error' answers the API with 500, 'hang' never answers it: Paystack down, or slow. */
export type StubMode = 'up' | 'server-error' | 'hang';
export type StubStatus = 'abandoned' | 'success' | 'failed';

const CURRENCIES = new Set(['NGN', 'USD', 'GHS', 'ZAR', 'KES']);
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export interface StubTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: Record<string, unknown>;
  /** A transaction nobody has paid yet verifies as 'abandoned', as Paystack's does. */
  status: StubStatus;
  paidAt: string | null;
  createdAt: string;
  /**
   * The card it was paid with, once paid: Paystack gives it as `authorization` in the verify answer and the
   * charge.success webhook, with an `authorization_code` that charges the card again when `reusable`.
   */
  authorization: StubAuthorization | null;
}

/** Paystack's `authorization` object, as its verify documentation shows it (the stub's test card is a Visa). */
export interface StubAuthorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: 'card';
  card_type: string;
  bank: string;
  country_code: string;
  brand: string;
  reusable: boolean;
  signature: string;
  account_name: null;
}

/** The stub's test card: Paystack's documented test Visa, 4084 0840 8408 4081. */
function testCardAuthorization(): StubAuthorization {
  return {
    authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${randomBytes(8).toString('hex')}`,
    account_name: null,
  };
}

export interface StubRefund {
  id: number;
  transactionReference: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
}

/** A signed webhook request, as Paystack would POST it. */
export interface WebhookDelivery {
  rawBody: string;
  headers: Record<string, string>;
}

/** Where webhooks go: the app's URL, a function (an in-process app), or nowhere. */
export type WebhookTarget = string | ((delivery: WebhookDelivery) => Promise<void>) | null;

export interface PaystackStubOptions {
  secretKey?: string;
  /** 0 (any free port) unless set. */
  port?: number;
  webhookTarget?: WebhookTarget;
}

export interface PaystackStub {
  url: string;
  secretKey: string;
  mode: StubMode;
  webhookTarget: WebhookTarget;
  /** By reference. */
  transactions: Map<string, StubTransaction>;
  /** Every POST /transaction/initialize body received, in order. */
  initializeRequests: unknown[];
  /** Every POST /transaction/charge_authorization body received, in order (refused ones too). */
  chargeRequests: unknown[];
  /** Set: the next charges of a saved card are declined (the card's issuer says no), until unset. */
  declineCharges: boolean;
  /** Every POST /refund body received, in order (refused ones too). */
  refundRequests: unknown[];
  /** The refunds Paystack accepted, in order. */
  refunds: StubRefund[];
  /**
   * Set: each accepted refund's answer waits for this promise, as a slow network can make Paystack's webhook about
   * a refund overtake its answer to the request.
   */
  holdRefundAnswers: Promise<void> | null;
  /** The refund.processed (or refund.failed) webhook for a refund, signed; the refund takes that status. */
  refundWebhook(refundId: number, outcome: 'processed' | 'failed'): WebhookDelivery;
  /** Sets a transaction's outcome as paying on the checkout page would, without sending anything. */
  settle(
    reference: string,
    status: StubStatus,
    change?: { amount?: number; currency?: string },
  ): StubTransaction;
  /** The charge.success webhook for a transaction, signed with `secretKey` (another key forges it). */
  chargeSuccessWebhook(reference: string, options?: { secretKey?: string }): WebhookDelivery;
  close(): Promise<void>;
}

function transactionData(transaction: StubTransaction) {
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    gateway_response: {
      success: 'Successful',
      failed: 'Declined',
      abandoned: 'The transaction was not completed',
    }[transaction.status],
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: 'card',
    metadata: transaction.metadata,
    customer: { email: transaction.email },
    ...(transaction.authorization ? { authorization: transaction.authorization } : {}),
  };
}

function refundData(refund: StubRefund, transaction: StubTransaction) {
  return {
    transaction: {
      id: transaction.id,
      domain: 'test',
      reference: transaction.reference,
      amount: transaction.amount,
      paid_at: transaction.paidAt,
      channel: 'card',
      currency: transaction.currency,
    },
    integration: 100_001,
    deducted_amount: 0,
    channel: null,
    merchant_note: 'Refund for transaction ' + transaction.reference,
    customer_note: 'Refund for transaction ' + transaction.reference,
    status: refund.status,
    refunded_by: 'stub@paystack.test',
    expected_at: new Date(Date.parse(refund.createdAt) + 10 * 86_400_000).toISOString(),
    currency: refund.currency,
    domain: 'test',
    amount: refund.amount,
    fully_deducted: false,
    id: refund.id,
    createdAt: refund.createdAt,
    updatedAt: refund.createdAt,
  };
}

function signed(secretKey: string, body: unknown): WebhookDelivery {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(secretKey, rawBody),
    },
  };
}

function amountOf(value: unknown): number | null {
  const amount = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

function checkoutPage(transaction: StubTransaction) {
  const amount = `${transaction.currency} ${(transaction.amount / 100).toFixed(2)}`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Paystack test checkout (local stub)</title>
        <style>
          body {
            font-family: sans-serif;
            margin: 0 auto;
            max-width: 28rem;
            padding: 1.5rem;
            color: #111;
          }
          button {
            display: block;
            width: 100%;
            margin-top: 0.75rem;
            padding: 0.75rem;
            font-size: 1rem;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>Paystack test checkout</h1>
          <p>A local stand-in for Paystack: no card is charged.</p>
          <p>Pay <strong>${amount}</strong> for ${transaction.email}</p>
          <form method="post" action="/checkout/${transaction.accessCode}/pay">
            <button type="submit">Pay</button>
          </form>
          <form method="post" action="/checkout/${transaction.accessCode}/decline">
            <button type="submit">Pay with a declined card</button>
          </form>
          <form method="post" action="/checkout/${transaction.accessCode}/cancel">
            <button type="submit">Cancel</button>
          </form>
        </main>
      </body>
    </html>`;
}

export async function startPaystackStub(options: PaystackStubOptions = {}): Promise<PaystackStub> {
  const secretKey = options.secretKey ?? STUB_SECRET_KEY;
  const byAccessCode = new Map<string, StubTransaction>();
  let nextId = 4_100_000_001;
  let nextRefundId = 3_018_000_001;

  const authorised = (c: Context) => c.req.header('authorization') === `Bearer ${secretKey}`;
  const refuse = (c: Context, status: 400 | 401 | 404, message: string) =>
    c.json({ status: false, message }, status);

  /** The API's answer when Paystack is down or slow; undefined when it is up. */
  const outage = async (c: Context) => {
    if (stub.mode === 'server-error') return c.json({ status: false, message: 'Internal error' }, 500);
    if (stub.mode === 'hang') return new Promise<Response>(() => undefined);
    return undefined;
  };

  const deliver = async (delivery: WebhookDelivery) => {
    const target = stub.webhookTarget;
    try {
      if (typeof target === 'function') await target(delivery);
      else if (target) {
        await fetch(target, { method: 'POST', headers: delivery.headers, body: delivery.rawBody });
      }
    } catch {
      // Paystack retries a failed delivery later; the browser's return is verified regardless.
    }
  };

  const onCheckout = (c: Context) => {
    const transaction = byAccessCode.get(c.req.param('accessCode') ?? '');
    if (!transaction) return undefined;
    return transaction;
  };

  const backTo = (transaction: StubTransaction, url: string | null) => {
    const target = new URL(url ?? transaction.callbackUrl ?? '/', stub.url);
    if (!url) {
      target.searchParams.set('trxref', transaction.reference);
      target.searchParams.set('reference', transaction.reference);
    }
    return target.toString();
  };

  /** A transaction for the request's amount, currency and reference, checked as Paystack checks them; or the refusal. */
  const transactionFor = (
    c: Context,
    fields: Record<string, unknown>,
    email: string,
    outcome: Pick<StubTransaction, 'status' | 'paidAt' | 'authorization' | 'callbackUrl'>,
  ): StubTransaction | Response => {
    const amount = amountOf(fields.amount);
    if (amount === null) return refuse(c, 400, 'Invalid Amount Sent');
    const currency = fields.currency ?? 'NGN';
    if (typeof currency !== 'string' || !CURRENCIES.has(currency)) {
      return refuse(c, 400, 'Currency not supported by merchant');
    }
    const reference = fields.reference ?? randomBytes(8).toString('hex');
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
      return refuse(c, 400, 'Invalid transaction reference');
    }
    if (stub.transactions.has(reference)) return refuse(c, 400, 'Duplicate Transaction Reference');
    const transaction: StubTransaction = {
      id: nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      email,
      amount,
      currency,
      metadata:
        fields.metadata && typeof fields.metadata === 'object'
          ? (fields.metadata as Record<string, unknown>)
          : {},
      createdAt: new Date().toISOString(),
      ...outcome,
    };
    stub.transactions.set(reference, transaction);
    byAccessCode.set(transaction.accessCode, transaction);
    return transaction;
  };

  const app = new Hono()
    .get('/health', (c) => c.text('ok'))
    .post('/transaction/initialize', async (c) => {
      const down = await outage(c);
      if (down) return down;
      if (!authorised(c)) return refuse(c, 401, 'Invalid key');
      const body: unknown = await c.req.json().catch(() => null);
      stub.initializeRequests.push(body);
      if (!body || typeof body !== 'object') return refuse(c, 400, 'Invalid JSON body');
      const fields = body as Record<string, unknown>;
      if (typeof fields.email !== 'string' || !fields.email.includes('@')) {
        return refuse(c, 400, 'Invalid Email Address Passed');
      }
      const transaction = transactionFor(c, fields, fields.email, {
        callbackUrl: typeof fields.callback_url === 'string' ? fields.callback_url : null,
        status: 'abandoned',
        paidAt: null,
        authorization: null,
      });
      if (transaction instanceof Response) return transaction;
      const { reference } = transaction;
      return c.json({
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${stub.url}/checkout/${transaction.accessCode}`,
          access_code: transaction.accessCode,
          reference,
        },
      });
    })
    .get('/transaction/verify/:reference', async (c) => {
      const down = await outage(c);
      if (down) return down;
      if (!authorised(c)) return refuse(c, 401, 'Invalid key');
      const transaction = stub.transactions.get(c.req.param('reference'));
      if (!transaction) return refuse(c, 400, 'Transaction reference not found');
      return c.json({ status: true, message: 'Verification successful', data: transactionData(transaction) });
    })
    .post('/transaction/charge_authorization', async (c) => {
      const down = await outage(c);
      if (down) return down;
      if (!authorised(c)) return refuse(c, 401, 'Invalid key');
      const body: unknown = await c.req.json().catch(() => null);
      stub.chargeRequests.push(body);
      if (!body || typeof body !== 'object') return refuse(c, 400, 'Invalid JSON body');
      const fields = body as Record<string, unknown>;
      const saved = [...stub.transactions.values()].find(
        (t) => t.authorization?.authorization_code === fields.authorization_code,
      )?.authorization;
      if (!saved?.reusable) return refuse(c, 400, 'Invalid Authorization code');
      const owner = [...stub.transactions.values()].find((t) => t.authorization === saved);
      if (!owner || fields.email !== owner.email) {
        return refuse(c, 400, 'Email does not match Authorization code');
      }
      const declined = stub.declineCharges;
      const transaction = transactionFor(c, fields, owner.email, {
        callbackUrl: null,
        status: declined ? 'failed' : 'success',
        paidAt: declined ? null : new Date().toISOString(),
        // The same card: its authorization stays the one that was charged.
        authorization: saved,
      });
      if (transaction instanceof Response) return transaction;
      if (!declined) await deliver(stub.chargeSuccessWebhook(transaction.reference));
      return c.json({ status: true, message: 'Charge attempted', data: transactionData(transaction) });
    })
    .post('/refund', async (c) => {
      const down = await outage(c);
      if (down) return down;
      if (!authorised(c)) return refuse(c, 401, 'Invalid key');
      const body: unknown = await c.req.json().catch(() => null);
      stub.refundRequests.push(body);
      if (!body || typeof body !== 'object') return refuse(c, 400, 'Invalid JSON body');
      const fields = body as Record<string, unknown>;
      const key = String(fields.transaction ?? '');
      const transaction =
        stub.transactions.get(key) ?? [...stub.transactions.values()].find((t) => String(t.id) === key);
      if (!transaction || transaction.status !== 'success') return refuse(c, 400, 'Transaction not found');
      const refunded = stub.refunds
        .filter(
          (refund) => refund.transactionReference === transaction.reference && refund.status !== 'failed',
        )
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = fields.amount === undefined ? transaction.amount - refunded : amountOf(fields.amount);
      if (amount === null || amount <= 0) return refuse(c, 400, 'Invalid Amount Sent');
      if (amount > transaction.amount - refunded) {
        return refuse(c, 400, 'Refund amount cannot be greater than transaction amount');
      }
      if (fields.currency !== undefined && fields.currency !== transaction.currency) {
        return refuse(c, 400, 'Currency does not match the transaction currency');
      }
      const refund: StubRefund = {
        id: nextRefundId++,
        transactionReference: transaction.reference,
        amount,
        currency: transaction.currency,
        status: 'pending',
        createdAt: new Date().toISOString(),
      };
      stub.refunds.push(refund);
      await stub.holdRefundAnswers;
      return c.json({
        status: true,
        message: 'Refund has been queued for processing',
        data: refundData(refund, transaction),
      });
    })
    .get('/checkout/:accessCode', (c) => {
      const transaction = onCheckout(c);
      if (!transaction) return c.text('Checkout not found', 404);
      if (transaction.status !== 'abandoned') return c.redirect(backTo(transaction, null), 303);
      return c.html(checkoutPage(transaction));
    })
    .post('/checkout/:accessCode/:action{pay|decline|cancel}', async (c) => {
      const transaction = onCheckout(c);
      if (!transaction) return c.text('Checkout not found', 404);
      if (transaction.status !== 'abandoned') return c.redirect(backTo(transaction, null), 303);
      const action = c.req.param('action');
      if (action === 'cancel') {
        const cancelAction = transaction.metadata.cancel_action;
        return c.redirect(backTo(transaction, typeof cancelAction === 'string' ? cancelAction : null), 303);
      }
      stub.settle(transaction.reference, action === 'pay' ? 'success' : 'failed');
      // As Paystack does, the webhook goes out as the payment succeeds, before the browser returns.
      if (action === 'pay') await deliver(stub.chargeSuccessWebhook(transaction.reference));
      return c.redirect(backTo(transaction, null), 303);
    });

  const stub: PaystackStub = {
    url: '',
    secretKey,
    mode: 'up',
    webhookTarget: options.webhookTarget ?? null,
    transactions: new Map(),
    initializeRequests: [],
    chargeRequests: [],
    declineCharges: false,
    refundRequests: [],
    refunds: [],
    holdRefundAnswers: null,
    refundWebhook(refundId, outcome) {
      const refund = stub.refunds.find((candidate) => candidate.id === refundId);
      if (!refund) throw new Error(`no stub refund ${refundId}`);
      refund.status = outcome;
      return signed(secretKey, {
        event: `refund.${outcome}`,
        data: {
          status: outcome,
          transaction_reference: refund.transactionReference,
          refund_reference: null,
          amount: refund.amount,
          currency: refund.currency,
          processor: 'stub',
          customer: {},
          integration: 100_001,
          domain: 'test',
          id: String(refund.id),
        },
      });
    },
    settle(reference, status, change = {}) {
      const transaction = stub.transactions.get(reference);
      if (!transaction) throw new Error(`no stub transaction ${reference}`);
      Object.assign(transaction, change, {
        status,
        paidAt: status === 'success' ? new Date().toISOString() : null,
        authorization: status === 'success' ? testCardAuthorization() : null,
      });
      return transaction;
    },
    chargeSuccessWebhook(reference, { secretKey: key = secretKey } = {}) {
      const transaction = stub.transactions.get(reference);
      if (!transaction) throw new Error(`no stub transaction ${reference}`);
      const rawBody = JSON.stringify({ event: 'charge.success', data: transactionData(transaction) });
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(key, rawBody),
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A 'hang' request would hold the server open forever.
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const server = await serveOnLoopback(app.fetch, options.port);
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}`;
  return stub;
}
