import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A partner API key: `dhp_<key id>_<32 random bytes, base64url>`. The id finds the row in one indexed lookup and
 * the random part is the secret; only its SHA-256 is kept. A salted slow hash would buy nothing for 256 random
 * bits, which no one guesses from the hash, and would cost every API request its time.
 */
const KEY_PATTERN =
  /^dhp_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export function newKeySecret(): string {
  return randomBytes(32).toString('base64url');
}

export function formatApiKey(id: string, secret: string): string {
  return `dhp_${id}_${secret}`;
}

/** What the portal shows of a key to tell keys apart: the start of its id, never any of its secret. */
export function keyPrefix(id: string): string {
  return `dhp_${id.slice(0, 8)}`;
}

export function hashKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The id and secret of a well-formed key; undefined for anything else, which is then never looked up. */
export function parseApiKey(text: string): { id: string; secret: string } | undefined {
  const match = KEY_PATTERN.exec(text);
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

/** Compares in constant time, so the answer's timing tells nothing of how much of a guess was right. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashKeySecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
