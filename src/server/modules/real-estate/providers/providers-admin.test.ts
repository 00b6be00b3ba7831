import { describe, expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import type { TestApp } from '../../../../testing/test-app';
import { PROPERTY_ADMIN_MESSAGES } from '../../../../domain/property/property-admin';
import {
  PROVIDER_ADMIN_MESSAGES as M,
  type AdminProviderView,
  type CreateProvider,
} from '../../../../domain/property/provider-admin';
import { toMinor } from '../../../../domain/money';
import type { RealtyProviderView } from '../../../../domain/property/property';
import { expectAdminOnly } from '../../../../testing/admin-client';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { createTestClient, type TestClient } from '../../../../testing/test-client';
import { auditEntries, uploadedPhoto } from '../../../../testing/real-estate-admin';

const input = (overrides: Partial<CreateProvider> = {}): CreateProvider => ({
  name: 'Delta Homes',
  description: 'Homes in Asaba and Warri.',
  logoUrl: '/api/media/sample/logo-2.svg',
  applicationFeeUsd: toMinor(60),
  applicationFeeNgn: toMinor(93_000),
  active: true,
  ...overrides,
});
const patch = (client: TestClient, id: string, body: unknown) =>
  client.fetch(`/api/admin/realty-providers/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const publicProviders = async (testApp: TestApp) =>
  (
    (await (await createTestClient(testApp).fetch('/api/realty-providers')).json()) as {
      providers: RealtyProviderView[];
    }
  ).providers.map((provider) => provider.name);

describe('realty providers in the console', () => {
  it('lists every provider, active or not, with its listing count', async ({ db, clients }) => {
    const hidden = await createProvider(db, { name: 'Aaa Dormant Realty', active: false });
    await createProperty(db, hidden.id, { published: false });
    const response = await expectAdminOnly(clients, (client) => client.fetch('/api/admin/realty-providers'));
    const { providers } = (await response.json()) as { providers: AdminProviderView[] };
    expect(providers.find((provider) => provider.id === hidden.id)).toMatchObject({
      name: 'Aaa Dormant Realty',
      active: false,
      listingCount: 1,
    });
  });

  it('adds a provider with an uploaded logo, shown to the public, and audits it', async ({
    db,
    clients,
    testApp,
    admin: { client: admin },
  }) => {
    const logoUrl = await uploadedPhoto(admin, 400, 400);
    const response = await expectAdminOnly(clients, (client) =>
      client.postJson('/api/admin/realty-providers', input({ logoUrl })),
    );
    expect(response.status).toBe(201);
    const { provider } = (await response.json()) as { provider: AdminProviderView };
    expect(provider).toMatchObject({ name: 'Delta Homes', logoUrl, active: true, listingCount: 0 });
    expect(await publicProviders(testApp)).toContain('Delta Homes');
    expect(await auditEntries(db, 'realty_provider', provider.id)).toMatchObject([
      { action: 'created', after: { name: 'Delta Homes', applicationFeeUsd: toMinor(60), logoUrl } },
    ]);
  });

  it('edits name, fee and active state, auditing only what changed', async ({ db, clients, testApp }) => {
    const provider = await createProvider(db, { name: 'Before Realty' });
    const response = await expectAdminOnly(clients, (client) =>
      patch(client, provider.id, { name: 'After Realty', applicationFeeUsd: toMinor(80), active: false }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      provider: { name: 'After Realty', applicationFeeUsd: toMinor(80), active: false },
    });
    expect(await publicProviders(testApp)).not.toContain('After Realty');
    const [entry] = await auditEntries(db, 'realty_provider', provider.id);
    expect(entry).toMatchObject({
      action: 'updated',
      before: { name: 'Before Realty', applicationFeeUsd: provider.applicationFeeUsd, active: true },
      after: { name: 'After Realty', applicationFeeUsd: toMinor(80), active: false },
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['active', 'applicationFeeUsd', 'name']);
  });

  it('puts messages on wrong fields and answers 404 for an unknown provider', async ({
    admin: { client: admin },
  }) => {
    const response = await admin.postJson(
      '/api/admin/realty-providers',
      input({ name: '', logoUrl: 'https://elsewhere.example/logo.png', applicationFeeNgn: 0 }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        fields: { name: M.name, logoUrl: M.logo, applicationFeeNgn: PROPERTY_ADMIN_MESSAGES.amountPositive },
      },
    });
    const missingLogo = `/api/media/uploads/${'b'.repeat(32)}-1600.webp`;
    const notStored = await admin.postJson('/api/admin/realty-providers', input({ logoUrl: missingLogo }));
    expect(await notStored.json()).toMatchObject({ error: { fields: { logoUrl: M.logo } } });
    expect((await patch(admin, '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b', { name: 'X' })).status).toBe(404);
    expect((await patch(admin, 'nope', { name: 'X' })).status).toBe(404);
  });
});
