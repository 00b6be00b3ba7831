import { describe, expect } from 'vitest';
import { PARTNER_MESSAGES, type CatalogueEntry } from '../../../domain/partners/partner';
import { expectAdminOnly } from '../../../testing/admin-client';
import { it } from '../../../testing/api-test';
import { insertFuneralPlan } from '../../../testing/funeral-plan-factory';
import { createPartnerOrganisation, partnerClient } from '../../../testing/partners';
import { createProvider } from '../../../testing/property-factories';
import { auditEntries } from '../../../testing/real-estate-admin';

const catalogue = async (response: Response) =>
  ((await response.json()) as { entries: CatalogueEntry[] }).entries;

describe('partner organisations in the console', () => {
  it('lists the catalogue by kind: health providers, realty providers, underwriters', async ({
    testApp,
    db,
    clients,
  }) => {
    const realty = await createProvider(db, { name: 'Lekki Homes' });
    await insertFuneralPlan(testApp, 'member_nucleus', { underwriter: 'Harbour Life Assurance' });
    const entries = await catalogue(
      await expectAdminOnly(clients, (client) => client.fetch('/api/admin/partner-catalogue')),
    );
    expect(entries).toContainEqual({
      kind: 'health_provider',
      catalogueRef: 'homereach',
      name: 'HomeReach',
      organisationId: null,
    });
    expect(entries).toContainEqual({
      kind: 'realty_provider',
      catalogueRef: realty.id,
      name: 'Lekki Homes',
      organisationId: null,
    });
    expect(entries).toContainEqual({
      kind: 'funeral_underwriter',
      catalogueRef: 'Harbour Life Assurance',
      name: 'Harbour Life Assurance',
      organisationId: null,
    });
  });

  it('makes one organisation per catalogue entry, for admins only, audited', async ({ db, clients }) => {
    const made = await expectAdminOnly(clients, (client) =>
      client.postJson('/api/admin/partners', { kind: 'health_provider', catalogueRef: 'homereach' }),
    );
    expect(made.status).toBe(201);
    const { organisation } = (await made.json()) as { organisation: { id: string; name: string } };
    expect(organisation).toMatchObject({ name: 'HomeReach', kind: 'health_provider', memberCount: 0 });
    expect(await auditEntries(db, 'partner_organisation', organisation.id)).toMatchObject([
      { action: 'created', after: { kind: 'health_provider', catalogueRef: 'homereach', name: 'HomeReach' } },
    ]);

    const again = await clients.admin.postJson('/api/admin/partners', {
      kind: 'health_provider',
      catalogueRef: 'homereach',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: PARTNER_MESSAGES.exists } });

    const entries = await catalogue(await clients.admin.fetch('/api/admin/partner-catalogue'));
    expect(entries.find((entry) => entry.catalogueRef === 'homereach')?.organisationId).toBe(organisation.id);
    const listed = await expectAdminOnly(clients, (client) => client.fetch('/api/admin/partners'));
    expect(await listed.json()).toMatchObject({
      organisations: [{ id: organisation.id, name: 'HomeReach' }],
    });
  });

  it('refuses an entry the catalogue does not have, on its field', async ({ admin }) => {
    for (const body of [
      { kind: 'health_provider', catalogueRef: 'no-such-provider' },
      { kind: 'realty_provider', catalogueRef: 'homereach' },
    ]) {
      const refused = await admin.client.postJson('/api/admin/partners', body);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        error: { fields: { catalogueRef: PARTNER_MESSAGES.notInCatalogue } },
      });
    }
    const noKind = await admin.client.postJson('/api/admin/partners', { catalogueRef: 'homereach' });
    expect(await noKind.json()).toMatchObject({ error: { fields: { kind: PARTNER_MESSAGES.kind } } });
  });

  it('keeps partners out of the console', async ({ testApp, admin }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const { client } = await partnerClient(testApp, organisation.id, { role: 'manager' });
    for (const path of ['/api/admin/partners', '/api/admin/partner-catalogue', '/api/admin/orders']) {
      expect((await client.fetch(path)).status, path).toBe(403);
    }
  });
});
