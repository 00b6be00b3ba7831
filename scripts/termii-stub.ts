/**
 * Runs the local Termii stand-in (src/testing/termii-stub.ts) as its own process: the browser tests start it from
 * playwright.config.ts, and a developer can point a server at it (README, Text messages):
 *
 *   node --import tsx scripts/termii-stub.ts --port 3998
 *   TERMII_BASE_URL=http://127.0.0.1:3998 TERMII_API_KEY=<STUB_TERMII_KEY> npm run dev
 *
 * The messages it took: GET http://127.0.0.1:3998/messages.
 */
import { parseArgs } from 'node:util';
import { startTermiiStub, STUB_TERMII_KEY } from '../src/testing/termii-stub';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3998' },
    'api-key': { type: 'string', default: STUB_TERMII_KEY },
  },
});

const stub = await startTermiiStub({ port: Number(values.port), apiKey: values['api-key'] });
console.log(`Termii stub listening on ${stub.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stub.close().finally(() => process.exit(0));
  });
}
