import { describe, expect } from 'vitest';
import { PARTNER_MESSAGES } from '../../../domain/partners/partner';
import { PARTNER_INVITATION_MESSAGES } from '../../../domain/partners/partner-invitation';
import { SIGN_IN_MESSAGES } from '../../../domain/accounts/signin.schema';
import { enrolTotp } from '../../../testing/admin-client';
import { it } from '../../../testing/api-test';
import { readOutbox } from '../../../testing/outbox';
import { createPartnerOrganisation, invitationToken, PARTNER_PASSWORD } from '../../../testing/partners';
import { createTestClient } from '../../../testing/test-client';
import { totpCode } from '../../../testing/totp';

const ANSWER = { name: 'Chidi Okafor', password: PARTNER_PASSWORD, confirmPassword: PARTNER_PASSWORD };

describe('partner invitations and sign-in', () => {
  it('mails a single-use link that opens the account once', async ({ testApp, admin, visitor }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const sent = await admin.client.postJson(`/api/partner/organisations/${organisation.id}/invitations`, {
      email: 'chidi@homereach.example',
      role: 'manager',
    });
    expect(sent.status).toBe(201);
    const [mail] = (await readOutbox(testApp)).filter((m) => m.to === 'chidi@homereach.example');
    expect(mail?.subject).toBe(`Join ${organisation.name} on Diaspora Hub`);
    const token = /\/partner\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.decoded ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail?.decoded).toContain('The link works once, for 7 days.');

    const shown = await visitor.fetch(`/api/partner-invitations/${token}`);
    expect(await shown.json()).toMatchObject({
      invitation: { organisationName: organisation.name, email: 'chidi@homereach.example', role: 'manager' },
    });
    const accepted = await visitor.postJson(`/api/partner-invitations/${token}/accept`, ANSWER);
    expect(accepted.status).toBe(201);

    for (const reuse of [
      await visitor.fetch(`/api/partner-invitations/${token}`),
      await visitor.postJson(`/api/partner-invitations/${token}/accept`, ANSWER),
    ]) {
      expect(reuse.status).toBe(404);
      expect(await reuse.json()).toMatchObject({ error: { message: PARTNER_INVITATION_MESSAGES.unusable } });
    }
  });

  it('refuses an expired or unknown link, and a short password on its field', async ({
    testApp,
    visitor,
    admin,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const expired = await invitationToken(testApp, organisation.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const token of [expired.token, 'A'.repeat(43), 'short']) {
      const answer = await visitor.postJson(`/api/partner-invitations/${token}/accept`, ANSWER);
      expect(answer.status, token).toBe(404);
    }
    const fresh = await invitationToken(testApp, organisation.id);
    const short = await visitor.postJson(`/api/partner-invitations/${fresh.token}/accept`, {
      ...ANSWER,
      password: 'short-pass',
      confirmPassword: 'short-pass',
    });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      error: { fields: { password: PARTNER_INVITATION_MESSAGES.passwordTooShort } },
    });
  });

  it('asks for two-factor setup at the first sign-in and the code after', async ({ testApp, admin }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { token, email } = await invitationToken(testApp, organisation.id);
    const client = createTestClient(testApp);
    await client.postJson(`/api/partner-invitations/${token}/accept`, ANSWER);

    const first = await client.postJson('/api/partner/sign-in', { email, password: PARTNER_PASSWORD });
    expect(await first.json()).toEqual({ next: 'setup' });
    expect((await client.fetch('/api/partner/me')).status).toBe(403);
    const totpUri = await enrolTotp(client, PARTNER_PASSWORD);
    expect((await client.fetch('/api/partner/me')).status).toBe(200);

    const later = createTestClient(testApp);
    const second = await later.postJson('/api/partner/sign-in', { email, password: PARTNER_PASSWORD });
    expect(await second.json()).toEqual({ next: 'verify' });
    expect((await later.fetch('/api/partner/me')).status).toBe(401);
    const verified = await later.postJson('/api/auth/two-factor/verify-totp', { code: totpCode(totpUri) });
    expect(verified.status).toBe(200);
    expect((await later.fetch('/api/partner/me')).status).toBe(200);
  });

  it('lets only partners through the partner door, and only admins through the admin one', async ({
    testApp,
    admin,
    customer,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { token, email } = await invitationToken(testApp, organisation.id);
    await createTestClient(testApp).postJson(`/api/partner-invitations/${token}/accept`, ANSWER);
    const visitor = createTestClient(testApp);
    for (const credentials of [
      { email: customer.signUp.email, password: customer.signUp.password },
      { email: admin.email, password: admin.password },
    ]) {
      const refused = await visitor.postJson('/api/partner/sign-in', credentials);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.accessDenied } });
    }
    const asAdmin = await visitor.postJson('/api/admin/sign-in', { email, password: PARTNER_PASSWORD });
    expect(asAdmin.status).toBe(403);
    expect(await asAdmin.json()).toMatchObject({ error: { message: SIGN_IN_MESSAGES.accessDenied } });
  });

  it('refuses an address that already has an account, leaving the link usable', async ({
    testApp,
    admin,
    customer,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { token } = await invitationToken(testApp, organisation.id, { email: customer.signUp.email });
    const visitor = createTestClient(testApp);
    const refused = await visitor.postJson(`/api/partner-invitations/${token}/accept`, ANSWER);
    expect(refused.status).toBe(409);
    expect((await visitor.fetch(`/api/partner-invitations/${token}`)).status).toBe(200);
  });
});
