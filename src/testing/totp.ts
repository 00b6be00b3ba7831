import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The base32 secret of an otpauth:// URI, or the text itself when it is already a secret. */
export function totpSecret(uriOrSecret: string): string {
  return uriOrSecret.startsWith('otpauth://')
    ? (new URL(uriOrSecret).searchParams.get('secret') ?? '')
    : uriOrSecret.replaceAll(' ', '');
}

/**
 * The six-digit code an authenticator app shows for this secret (RFC 6238, SHA-1, 30 seconds): what a test
 * types where a person would read their phone.
 */
export function totpCode(uriOrSecret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', base32Decode(totpSecret(uriOrSecret)))
    .update(counter)
    .digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 15;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
