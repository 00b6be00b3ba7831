import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { PROFILE_MESSAGES } from '../../../domain/accounts/profile.schema';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient } from '../../../testing/test-client';
import { NO_PROFILE_MESSAGE } from './accounts.service';
import { createAdmin } from './create-admin.service';

// GBP: one of the display currencies a profile offers besides USD and NGN (docs/decisions/047).
const CHANGES = { contactNumber: '+44 7700 900123', country: 'Ghana', preferredCurrency: 'GBP' } as const;

describe('PATCH /api/me/profile', () => {
  it('updates phone, country and currency, and answers like GET /api/me', async ({ testApp }) => {
    const { client, userId, signUp } = await signedUpClient(testApp, { country: 'Nigeria' });
    const response = await client.api.me.profile.$patch({ json: CHANGES });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      user: {
        id: userId,
        email: signUp.email,
        role: 'user',
        twoFactorEnabled: false,
        emailVerified: true,
        passwordChangeRequired: false,
      },
      profile: {
        firstName: signUp.firstName,
        middleName: null,
        lastName: signUp.lastName,
        ...CHANGES,
        // Stored with its code and without spaces (issue 13, point 7).
        contactNumber: '+447700900123',
      },
    });
    expect(await (await client.api.me.$get()).json()).toEqual(body);
  });

  it("reads a number without a country code as one of the profile's country, without its trunk 0", async ({
    customer: { client },
  }) => {
    const saved = async (contactNumber: string, country: string) =>
      (await (
        await client.api.me.profile.$patch({ json: { ...CHANGES, contactNumber, country } })
      ).json()) as {
        profile: { contactNumber: string | null };
      };
    expect((await saved('0803 123 4567', 'Nigeria')).profile.contactNumber).toBe('+2348031234567');
    expect((await saved('+234 0803 123 4567', 'Ghana')).profile.contactNumber).toBe('+2348031234567');
    expect((await saved('024 123 4567', 'Ghana')).profile.contactNumber).toBe('+233241234567');
  });

  it('stores an empty phone number as none', async ({ customer: { client } }) => {
    await client.api.me.profile.$patch({ json: CHANGES });
    const response = await client.api.me.profile.$patch({ json: { ...CHANGES, contactNumber: '' } });
    expect(await response.json()).toMatchObject({ profile: { contactNumber: null } });
  });

  it.for([
    [
      'a phone number with letters',
      { contactNumber: 'call me maybe' },
      'contactNumber',
      PROFILE_MESSAGES.phone,
    ],
    ['an unknown country', { country: 'Atlantis' }, 'country', PROFILE_MESSAGES.country],
    ['an empty country', { country: '' }, 'country', PROFILE_MESSAGES.country],
    ['a currency not offered', { preferredCurrency: 'JPY' }, 'preferredCurrency', PROFILE_MESSAGES.currency],
  ] as const)(
    'refuses %s with a 422 on its field',
    async ([_, override, field, message], { customer: { client } }) => {
      const response = await client.fetch('/api/me/profile', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...CHANGES, ...override }),
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields[field]).toBe(message);
    },
  );

  it("changes only the signed-in user's row, whatever id the body names", async ({
    testApp,
    customer: a,
  }) => {
    const b = await signedUpClient(testApp, { country: 'Kenya' });
    const response = await a.client.fetch('/api/me/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CHANGES, userId: b.userId, id: b.userId }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { id: a.userId }, profile: { country: 'Ghana' } });
    expect(await (await b.client.api.me.$get()).json()).toMatchObject({
      user: { id: b.userId },
      profile: { country: 'Kenya', contactNumber: null, preferredCurrency: 'USD' },
    });
  });

  it('answers 401 without a session', async ({ testApp }) => {
    const response = await createTestClient(testApp).api.me.profile.$patch({ json: CHANGES });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it("answers 404 'No profile found' for a user without a profile row", async ({ testApp }) => {
    await createAdmin(testApp.runtime, 'profileless-admin@example.com', 'admin-password');
    const client = createTestClient(testApp);
    await client.postJson('/api/auth/sign-in/email', {
      email: 'profileless-admin@example.com',
      password: 'admin-password',
    });
    const response = await client.api.me.profile.$patch({ json: CHANGES });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: NO_PROFILE_MESSAGE } });
  });
});
