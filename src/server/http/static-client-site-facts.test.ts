import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveWebBuild, writeWebBuild } from '../../testing/client-build-app';
import { testPaymentsConfig } from '../../testing/test-payments';

// Decision 053: the public pages say what this deployment does. Each sentence that depends on the configuration is
// in the HTML in every wording; the server writes the facts on <html>, and the stylesheet shows the wording that holds.

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Help</title></head><body>${body}</body></html>`;
const HELP = PAGE(`<p>${'Pay by card or by bank transfer. '.repeat(100)}</p>`);

const build = () =>
  writeWebBuild({
    'help/index.html': HELP,
    'index.html': PAGE('<p>Landing</p>'),
    'index.visitor.html': PAGE('<p>Landing for visitors</p>'),
    '__spa-fallback.html': PAGE('<p>Loading</p>'),
  });

const cardsOffNaira = serveWebBuild(build, { payments: testPaymentsConfig() });
const cardsOnDollars = serveWebBuild(build, {
  payments: testPaymentsConfig({
    cardPayments: 'test',
    bankTransfer: { ...testPaymentsConfig().bankTransfer, currency: 'USD' },
  }),
});

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe('the configuration on every page', () => {
  it('says cards are off and the bank takes naira on a default install', async () => {
    for (const path of ['/help', '/', '/healthcare/beneficiary']) {
      const html = await (await cardsOffNaira(path)).text();
      expect(htmlTag(html)).toBe('<html data-card-payments="off" data-bank-currency="NGN" lang="en">');
    }
  });

  it('says cards are on and the bank takes dollars when so configured, the visitor document too', async () => {
    for (const path of ['/help', '/', '/healthcare/beneficiary']) {
      const html = await (await cardsOnDollars(path)).text();
      expect(htmlTag(html)).toBe('<html data-card-payments="on" data-bank-currency="USD" lang="en">');
    }
    expect(await (await cardsOnDollars('/')).text()).toContain('Landing for visitors');
  });

  it('compresses the page it changed, with an ETag of its own', async () => {
    const brotli = await cardsOnDollars('/help', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const fromBrotli = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(htmlTag(fromBrotli)).toContain('data-card-payments="on"');
    const gzip = await cardsOnDollars('/help', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(fromBrotli);
    const off = await cardsOffNaira('/help', { 'accept-encoding': 'br' });
    expect(off.headers.get('etag')).not.toBe(brotli.headers.get('etag'));
    const etag = brotli.headers.get('etag') ?? '';
    expect((await cardsOnDollars('/help', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(
      304,
    );
  });
});
