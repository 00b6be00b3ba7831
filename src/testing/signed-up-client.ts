import { eq } from 'drizzle-orm';
import type { SignUpInput } from '../domain/accounts/signup.schema';
import { user } from '../server/db/schema';
import { makeSignUp } from './factories';
import type { TestApp } from './test-app';
import { createTestClient } from './test-client';

interface SignedUpOptions {
  /**
   * Whether the address is confirmed, as most tests need before an order, an application or a claim
   * (decision 063). It is set in the database: the link itself is tested in email-confirmation.test.ts.
   */
  confirmed?: boolean;
}

/** A client signed in as a freshly signed-up user, with that user's id and sign-up data. */
export async function signedUpClient(
  testApp: Pick<TestApp, 'app'> & Partial<Pick<TestApp, 'runtime'>>,
  overrides: Partial<SignUpInput> = {},
  { confirmed = true }: SignedUpOptions = {},
) {
  const client = createTestClient(testApp);
  const signUp = makeSignUp(overrides);
  const response = await client.api.accounts.$post({ json: signUp });
  if (response.status !== 201) throw new Error(`sign-up failed with ${response.status}`);
  const { userId } = await response.json();
  if (confirmed && testApp.runtime) {
    await testApp.runtime.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  }
  return { client, userId, signUp };
}
