import type { SignUpInput } from '../domain/accounts/signup.schema';
import { makeSignUp } from './factories';
import type { TestApp } from './test-app';
import { createTestClient } from './test-client';

/** A client signed in as a freshly signed-up user, with that user's id and sign-up data. */
export async function signedUpClient(testApp: Pick<TestApp, 'app'>, overrides: Partial<SignUpInput> = {}) {
  const client = createTestClient(testApp);
  const signUp = makeSignUp(overrides);
  const response = await client.api.accounts.$post({ json: signUp });
  if (response.status !== 201) throw new Error(`sign-up failed with ${response.status}`);
  const { userId } = await response.json();
  return { client, userId, signUp };
}
