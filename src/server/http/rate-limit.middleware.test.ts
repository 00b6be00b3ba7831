import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestClient } from '../../testing/test-client';
import { rateLimits } from '../db/schema';
import { emailKeySuffix } from './rate-limit.middleware';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('counts tries per email under a hash of the address, never the address itself', async () => {
  const signIn = () =>
    createTestClient(testApp).postJson('/api/auth/sign-in/email', {
      email: '  Counted.Person@Example.com ',
      password: 'wrong-password-1',
    });
  await signIn();
  await signIn();
  const rows = await testApp.runtime.database.db
    .select()
    .from(rateLimits)
    .where(like(rateLimits.key, '%:email:%'));
  expect(rows).toEqual([
    expect.objectContaining({ key: `sign-in${emailKeySuffix('counted.person@example.com')}`, count: 2 }),
  ]);
  expect(rows.some((row) => row.key.toLowerCase().includes('counted'))).toBe(false);
});
