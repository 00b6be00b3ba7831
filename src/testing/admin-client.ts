import { createAdmin } from '../server/modules/accounts/create-admin.service';
import type { TestApp } from './test-app';
import { createTestClient } from './test-client';

let sequence = 0;

/** A client signed in through the admin sign-in as a freshly made admin (as `npm run create-admin` makes one). */
export async function adminClient(testApp: Pick<TestApp, 'app' | 'runtime'>) {
  sequence += 1;
  const email = `admin.${Date.now().toString(36)}.${sequence}@example.com`;
  const password = 'admin-password-1';
  const { userId } = await createAdmin(testApp.runtime, email, password);
  const client = createTestClient(testApp);
  const response = await client.api.admin['sign-in'].$post({ json: { email, password } });
  if (response.status !== 200) throw new Error(`admin sign-in failed with ${response.status}`);
  return { client, userId };
}
