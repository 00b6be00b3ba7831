import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { PARTNER_API_MESSAGES, type ApiKeyView } from '../../../../domain/partners/partner-api';
import { PARTNER_MESSAGES } from '../../../../domain/partners/partner';
import { partnerApiKeys } from '../../../db/schema';
import { it } from '../../../../testing/api-test';
import { createApiKey, partnerApi } from '../../../../testing/partner-api';
import { createPartnerOrganisation, partnerClient } from '../../../../testing/partners';
import { auditEntries } from '../../../../testing/real-estate-admin';
import type { TestClient } from '../../../../testing/test-client';

const keysPath = (id: string) => `/api/partner/organisations/${id}/api-keys`;
const listKeys = async (client: TestClient, id: string) =>
  ((await (await client.fetch(keysPath(id))).json()) as { apiKeys: ApiKeyView[] }).apiKeys;

describe('partner API keys: shown once, stored hashed, scoped, revocable', () => {
  it('shows the secret once and keeps only its hash', async ({ testApp, admin, db }) => {
    const organisation = await createPartnerOrganisation(admin.client, 'health_provider', 'homereach');
    const { client: manager } = await partnerClient(testApp, organisation.id, { role: 'manager' });
    const key = await createApiKey(manager, organisation.id, ['enrolments:read']);
    expect(key.secret).toMatch(new RegExp(`^dhp_${key.id}_[A-Za-z0-9_-]{43}$`));
    expect(key).toMatchObject({ name: 'Enrolment system', scopes: ['enrolments:read'], lastUsedAt: null });
    expect(key.prefix).toBe(`dhp_${key.id.slice(0, 8)}`);

    const listed = await listKeys(manager, organisation.id);
    expect(listed).toEqual([{ ...key, secret: undefined }].map(({ secret: _, ...view }) => view));
    expect(JSON.stringify(listed)).not.toContain(key.secret.slice(-43));

    const rows = await db.select().from(partnerApiKeys);
    const random = key.secret.slice(-43);
    expect(JSON.stringify(rows)).not.toContain(random);
    expect(rows[0]?.secretHash).toBe(createHash('sha256').update(random).digest('hex'));

    const answer = await partnerApi(testApp, key.secret, '/organisation');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      organisation: { id: organisation.id, kind: 'health_provider', name: 'HomeReach' },
      scopes: ['enrolments:read'],
    });
    expect((await listKeys(manager, organisation.id))[0]?.lastUsedAt).not.toBeNull();
  });

  it('answers 401 at once for a revoked key, and for any malformed or wrong one', async ({
    testApp,
    admin,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client: manager } = await partnerClient(testApp, organisation.id, { role: 'manager' });
    const key = await createApiKey(manager, organisation.id);
    expect((await partnerApi(testApp, key.secret, '/organisation')).status).toBe(200);

    const revoked = await manager.postJson(`${keysPath(organisation.id)}/${key.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ apiKey: { id: key.id, revokedAt: expect.any(String) } });
    const after = await partnerApi(testApp, key.secret, '/organisation');
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await after.json()).toEqual({
      error: { code: 'unauthenticated', message: PARTNER_API_MESSAGES.unauthenticated },
    });
    expect((await manager.postJson(`${keysPath(organisation.id)}/${key.id}/revoke`, {})).status).toBe(404);

    const other = await createApiKey(manager, organisation.id);
    const wrongSecret = `${other.secret.slice(0, -43)}${'A'.repeat(43)}`;
    const malformed = [
      '',
      'dhp_',
      'dhp_x_y',
      other.secret.slice(0, -1),
      wrongSecret,
      `${other.secret}x`,
      `Bearer ${other.secret}`,
    ];
    for (const token of malformed) {
      const refused = await partnerApi(testApp, undefined, '/organisation', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status, token).toBe(401);
    }
    for (const header of [other.secret, `Basic ${other.secret}`, `Bearer  `]) {
      const refused = await partnerApi(testApp, undefined, '/organisation', {
        headers: { authorization: header },
      });
      expect(refused.status, header).toBe(401);
    }
    // A portal session is no key: the partner API reads no cookie.
    expect((await manager.fetch('/api/partner-api/v1/organisation')).status).toBe(401);
    expect((await partnerApi(testApp, other.secret, '/organisation')).status).toBe(200);
  });

  it("keeps each partner's keys to itself, and staff out", async ({ testApp, admin }) => {
    const homeReach = await createPartnerOrganisation(admin.client, 'health_provider', 'homereach');
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const { client: homeManager } = await partnerClient(testApp, homeReach.id, { role: 'manager' });
    const { client: venusManager } = await partnerClient(testApp, venus.id, { role: 'manager' });
    const homeKey = await createApiKey(homeManager, homeReach.id);

    for (const id of [homeReach.id, crypto.randomUUID(), 'not-an-id']) {
      const list = await venusManager.fetch(keysPath(id));
      expect(list.status, id).toBe(404);
      expect(await list.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.notFound } });
      const make = await venusManager.postJson(keysPath(id), { name: 'x', scopes: ['enrolments:read'] });
      expect(make.status, id).toBe(404);
      expect((await venusManager.postJson(`${keysPath(id)}/${homeKey.id}/revoke`, {})).status).toBe(404);
    }
    // Venus's own path with HomeReach's key id: the key is not Venus's.
    expect((await venusManager.postJson(`${keysPath(venus.id)}/${homeKey.id}/revoke`, {})).status).toBe(404);
    expect((await partnerApi(testApp, homeKey.secret, '/organisation')).status).toBe(200);

    const { client: staff } = await partnerClient(testApp, homeReach.id, { role: 'staff' });
    const refused = await staff.fetch(keysPath(homeReach.id));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: PARTNER_API_MESSAGES.managersOnly } });
    expect(
      (await staff.postJson(keysPath(homeReach.id), { name: 'x', scopes: ['enrolments:read'] })).status,
    ).toBe(403);
  });

  it('refuses a key without a name or scopes, with the message on the field', async ({ testApp, admin }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client: manager } = await partnerClient(testApp, organisation.id, { role: 'manager' });
    const refused = await manager.postJson(keysPath(organisation.id), { name: ' ', scopes: ['everything'] });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { fields: { name: PARTNER_API_MESSAGES.keyName, 'scopes.0': PARTNER_API_MESSAGES.scopes } },
    });
    const none = await manager.postJson(keysPath(organisation.id), { name: 'Sync', scopes: [] });
    expect(await none.json()).toMatchObject({ error: { fields: { scopes: PARTNER_API_MESSAGES.scopes } } });
  });

  it('lets an admin make and revoke a key for a partner, audited as the admin', async ({
    testApp,
    admin,
    db,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const key = await createApiKey(admin.client, organisation.id, ['webhooks:manage']);
    expect((await admin.client.postJson(`${keysPath(organisation.id)}/${key.id}/revoke`, {})).status).toBe(
      200,
    );
    const entries = await auditEntries(db, 'partner_organisation', organisation.id);
    expect(entries.slice(-2)).toMatchObject([
      {
        actorId: admin.userId,
        action: 'API key created',
        after: { keyId: key.id, scopes: ['webhooks:manage'] },
      },
      { actorId: admin.userId, action: 'API key revoked', after: { keyId: key.id } },
    ]);
    expect(JSON.stringify(entries)).not.toContain(key.secret.slice(-43));
    expect((await partnerApi(testApp, key.secret, '/organisation')).status).toBe(401);
  });

  it('never answers a malformed bearer token with a 5xx, on every partner API route', async ({
    testApp,
    admin,
  }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const key = await createApiKey(admin.client, organisation.id);
    const id = crypto.randomUUID();
    const routes: Array<[string, unknown]> = [
      ['/organisation', undefined],
      ['/enrolments', undefined],
      [`/enrolments/${id}/confirm`, { memberId: 'X-1' }],
      [`/enrolments/${id}/refuse`, { reason: 'x' }],
      ['/webhooks/test', {}],
    ];
    // Printable header text around the key's own shape: prefixes, its parts cut, doubled or replaced.
    const token = fc.oneof(
      fc.string({
        unit: fc.constantFrom(...'dhp_-0123456789abcdefABCDEF xyz=.:/'.split('')),
        maxLength: 120,
      }),
      fc
        .tuple(fc.nat(key.secret.length), fc.string({ maxLength: 10 }))
        .map(([cut, tail]) => `${key.secret.slice(0, cut)}${tail.replace(/[^\x20-\x7e]/g, '')}`),
    );
    const scheme = fc.constantFrom('Bearer ', 'bearer ', 'Basic ', '', 'Bearer  ');
    await fc.assert(
      fc.asyncProperty(scheme, token, fc.constantFrom(...routes), async (prefix, text, [path, json]) => {
        const answer = await partnerApi(testApp, undefined, path, {
          json,
          headers: { authorization: `${prefix}${text}`.trim() },
        });
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 60, seed: 20261129 },
    );
  });
});
