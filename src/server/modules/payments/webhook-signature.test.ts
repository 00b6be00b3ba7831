import { describe, expect, it } from 'vitest';
import {
  hasValidSignature,
  SIGNATURE_MAX_AGE_SECONDS,
  SIGNATURE_MAX_AHEAD_SECONDS,
  signatureHeader,
} from './webhook-signature';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const BODY = '{"type":"checkout.completed"}';
const NOW = new Date('2026-03-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const signedAt = (timestamp: number) => signatureHeader(SECRET, BODY, timestamp);

describe('the webhook signature', () => {
  it('is the documented header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    // Computed independently: printf '%s' '1772366400.<body>' | openssl dgst -sha256 -hmac '<secret>'
    expect(signedAt(nowSeconds)).toBe(
      't=1772366400,v1=39ca1e5a4c16a79f65c1cbf796c17792e816170608579344926f12d48076dcf5',
    );
  });

  it.each([
    ['signed now', 0],
    ['signed five minutes ago, to the second', -SIGNATURE_MAX_AGE_SECONDS],
    ['signed a minute ahead of our clock, to the second', SIGNATURE_MAX_AHEAD_SECONDS],
  ])('is accepted %s', (_, offset) => {
    expect(hasValidSignature(SECRET, BODY, signedAt(nowSeconds + offset), NOW)).toBe(true);
  });

  it.each([
    ['signed a second more than five minutes ago', -SIGNATURE_MAX_AGE_SECONDS - 1],
    ['signed a day ago', -86_400],
    ['signed more than a minute ahead', SIGNATURE_MAX_AHEAD_SECONDS + 1],
  ])('is refused %s', (_, offset) => {
    expect(hasValidSignature(SECRET, BODY, signedAt(nowSeconds + offset), NOW)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without timestamp', signedAt(nowSeconds).replace(/^t=\d+,/, '')],
    ['without signature', `t=${nowSeconds}`],
    ['with its parts swapped', signedAt(nowSeconds).split(',').reverse().join(',')],
    ['with spaces', signedAt(nowSeconds).replace(',', ', ')],
    ['with upper-case hex', signedAt(nowSeconds).toUpperCase().replace('T=', 't=').replace('V1=', 'v1=')],
    ['with a short signature', signedAt(nowSeconds).slice(0, -2)],
    ['with a second signature', `${signedAt(nowSeconds)},v1=${'0'.repeat(64)}`],
    ['with a negative timestamp', signedAt(nowSeconds).replace('t=', 't=-')],
    ['with a fractional timestamp', signedAt(nowSeconds).replace(/^t=(\d+)/, 't=$1.0')],
  ])('is refused %s', (_, header) => {
    expect(hasValidSignature(SECRET, BODY, header, NOW)).toBe(false);
  });

  it('is refused for another secret, another body, or a timestamp moved after signing', () => {
    expect(
      hasValidSignature('another-secret-of-at-least-32-characters', BODY, signedAt(nowSeconds), NOW),
    ).toBe(false);
    expect(hasValidSignature(SECRET, `${BODY} `, signedAt(nowSeconds), NOW)).toBe(false);
    const moved = signedAt(nowSeconds - 1).replace(/^t=\d+/, `t=${nowSeconds}`);
    expect(hasValidSignature(SECRET, BODY, moved, NOW)).toBe(false);
  });
});
