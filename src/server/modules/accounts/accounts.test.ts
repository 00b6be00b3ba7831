import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { SIGN_UP_MESSAGES, SIGN_UP_MISSING } from '../../../domain/accounts/signup.schema';
import { createTestClient } from '../../../testing/test-client';
import { makeSignUp } from '../../../testing/factories';
import { createAdmin } from './create-admin.service';
import { EMAIL_TAKEN_MESSAGE } from './accounts.service';

describe('sign-up and the session', () => {
  it('signs up, reads /api/me with the profile, signs out, then gets 401', async ({ visitor: client }) => {
    const signUp = makeSignUp({ middleName: 'Chioma', country: 'Ghana' });

    const created = await client.api.accounts.$post({ json: signUp });
    expect(created.status).toBe(201);

    const me = await client.api.me.$get();
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: signUp.email, role: 'user' },
      profile: {
        firstName: 'Adaeze',
        middleName: 'Chioma',
        lastName: 'Okafor',
        country: 'Ghana',
        preferredCurrency: 'USD',
      },
    });

    const signOut = await client.postJson('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    const after = await client.api.me.$get();
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('/api/session answers a visitor with null and a signed-in user with the same body as /api/me', async ({
    visitor: client,
  }) => {
    const visitor = await client.api.session.$get();
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ me: null });

    await client.api.accounts.$post({ json: makeSignUp() });
    const signedIn = await client.api.session.$get();
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ me: await (await client.api.me.$get()).json() });
  });

  it('signs in again with the password chosen at sign-up', async ({ testApp }) => {
    const signUp = makeSignUp();
    await createTestClient(testApp).api.accounts.$post({ json: signUp });
    const client = createTestClient(testApp);
    const response = await client.postJson('/api/auth/sign-in/email', {
      email: signUp.email,
      password: signUp.password,
    });
    expect(response.status).toBe(200);
    expect((await client.api.me.$get()).status).toBe(200);
  });

  it('ignores a role in the sign-up body', async ({ visitor: client }) => {
    const response = await client.postJson('/api/accounts', { ...makeSignUp(), role: 'admin' });
    expect(response.status).toBe(201);
    const me = await (await client.api.me.$get()).json();
    expect(me).toMatchObject({ user: { role: 'user' } });
  });

  it('answers 409 with a clear message on the email field for an email already registered', async ({
    testApp,
  }) => {
    const signUp = makeSignUp();
    await createTestClient(testApp).api.accounts.$post({ json: signUp });
    const again = await createTestClient(testApp).api.accounts.$post({
      json: { ...signUp, email: signUp.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'conflict', message: EMAIL_TAKEN_MESSAGE, fields: { email: EMAIL_TAKEN_MESSAGE } },
    });
  });

  it.for([
    ['a missing surname', { lastName: '' }, SIGN_UP_MISSING.lastName, 'lastName'],
    [
      'different passwords',
      { password: 'abcdefg', confirmPassword: 'abcdefh' },
      SIGN_UP_MESSAGES.mismatch,
      'confirmPassword',
    ],
    ['a short password', { password: 'abc', confirmPassword: 'abc' }, SIGN_UP_MESSAGES.tooShort, 'password'],
    ['an unknown country', { country: 'Atlantis' }, SIGN_UP_MESSAGES.country, 'country'],
  ] as const)(
    'refuses %s with the field’s own message on it',
    async ([_, override, message, field], { testApp }) => {
      const response = await createTestClient(testApp).api.accounts.$post({ json: makeSignUp(override) });
      expect(response.status).toBe(422);
      const body = (await response.json()) as unknown as {
        error: { message: string; fields: Record<string, string> };
      };
      expect(body.error.message).toBe(message);
      expect(body.error.fields[field]).toBe(message);
    },
  );

  it('does not create the account when validation fails', async ({ testApp }) => {
    const signUp = makeSignUp({ confirmPassword: 'something-else' });
    await createTestClient(testApp).api.accounts.$post({ json: signUp });
    const signIn = await createTestClient(testApp).postJson('/api/auth/sign-in/email', {
      email: signUp.email,
      password: signUp.password,
    });
    expect(signIn.status).toBe(401);
  });

  it('keeps better-auth’s own sign-up endpoint closed, so no account skips the profile', async ({
    testApp,
  }) => {
    const response = await createTestClient(testApp).postJson('/api/auth/sign-up/email', {
      email: 'bypass@example.com',
      password: 'secret-password',
      name: 'Bypass',
    });
    expect(response.status).toBe(404);
  });
});

describe('create-admin', () => {
  it('promotes an existing user, who then signs in as an admin', async ({ testApp }) => {
    const signUp = makeSignUp();
    await createTestClient(testApp).api.accounts.$post({ json: signUp });

    const result = await createAdmin(testApp.runtime, signUp.email, 'ignored-for-existing');
    expect(result.created).toBe(false);

    const client = createTestClient(testApp);
    await client.postJson('/api/auth/sign-in/email', { email: signUp.email, password: signUp.password });
    expect(await (await client.api.me.$get()).json()).toMatchObject({ user: { role: 'admin' } });
  });

  it('creates a new admin who can sign in with the given password', async ({ testApp }) => {
    const result = await createAdmin(testApp.runtime, 'new-admin@example.com', 'admin-password');
    expect(result.created).toBe(true);
    const client = createTestClient(testApp);
    const signIn = await client.postJson('/api/auth/sign-in/email', {
      email: 'new-admin@example.com',
      password: 'admin-password',
    });
    expect(signIn.status).toBe(200);
    expect(await (await client.api.me.$get()).json()).toMatchObject({
      user: { role: 'admin' },
      profile: null,
    });
  });
});
