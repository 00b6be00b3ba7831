/**
 * Runs the local Paystack stand-in (src/testing/paystack-stub.ts) as its own process: the browser tests start it
 * from playwright.config.ts, and a developer can point a server at it (README, Card payments):
 *
 *   node --import tsx scripts/paystack-stub.ts --port 3999 \
 *     --webhook-url http://localhost:3000/api/payments/paystack/webhook
 *   CARD_PAYMENTS=paystack PAYSTACK_BASE_URL=http://127.0.0.1:3999 PAYSTACK_SECRET_KEY=<STUB_SECRET_KEY> npm run dev
 *
 * --secret-key, when given, is the key it accepts (and signs webhooks with); otherwise STUB_SECRET_KEY.
 */
import { parseArgs } from 'node:util';
import { startPaystackStub, STUB_SECRET_KEY } from '../src/testing/paystack-stub';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3999' },
    'secret-key': { type: 'string', default: STUB_SECRET_KEY },
    'webhook-url': { type: 'string' },
  },
});

const stub = await startPaystackStub({
  port: Number(values.port),
  secretKey: values['secret-key'],
  webhookTarget: values['webhook-url'] ?? null,
});
console.log(`Paystack stub listening on ${stub.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stub.close().finally(() => process.exit(0));
  });
}
