import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHashing } from '../server/auth/auth';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/**
 * Production's scrypt costs about 90 ms of CPU a hash (N = 16384, r = 16), and the API tests sign up, sign in and
 * re-check about 2,000 passwords a run: about a third of the suite's CPU went there (decision 084). The tests'
 * apps hash with the same algorithm at a cost of about a millisecond; the password rules, the rate limits and
 * every route still run as in production, and a hash made here says so, so it never passes for production's.
 */
const PREFIX = 'test-scrypt';
const COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

export const quickPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    const key = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, COST);
    return `${PREFIX}:${salt}:${key.toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt, key] = hash.split(':');
    if (prefix !== PREFIX || !salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, COST);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
