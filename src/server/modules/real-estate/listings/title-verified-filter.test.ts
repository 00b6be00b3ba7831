import { describe, expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import { createProperty, createProvider } from '../../../../testing/property-factories';

describe("GET /api/properties?titleVerified=1 ('title verified')", () => {
  it('lists only published listings whose title we verified, newest first', async ({ db, visitor }) => {
    const provider = await createProvider(db);
    const verified = {
      titleType: 'Certificate of Occupancy',
      titleStatus: 'verified',
      titleVerifiedOn: '2026-10-01',
    } as const;
    await createProperty(db, provider.id, {
      title: 'Older Verified',
      ...verified,
      createdAt: new Date('2026-01-01'),
    });
    await createProperty(db, provider.id, {
      title: 'Newer Verified',
      ...verified,
      createdAt: new Date('2026-02-01'),
    });
    await createProperty(db, provider.id, { title: 'Draft Verified', ...verified, published: false });
    await createProperty(db, provider.id, {
      title: 'Documents In',
      titleType: "Governor's Consent",
      titleStatus: 'documents_received',
    });
    await createProperty(db, provider.id, { title: 'No Title Pack' });

    const titles = async (query: string) => {
      const body = (await (await visitor.fetch(`/api/properties${query}`)).json()) as {
        items: { title: string; titleVerified: boolean }[];
      };
      return body.items.map((item) => `${item.title}${item.titleVerified ? ' ✓' : ''}`);
    };
    expect(await titles('?titleVerified=1')).toEqual(['Newer Verified ✓', 'Older Verified ✓']);
    expect(await titles('?titleVerified=1&search=older')).toEqual(['Older Verified ✓']);
    // Anything but '1' or 'true' filters nothing, as a hand-edited URL must not fail the page.
    expect(await titles('?titleVerified=no')).toHaveLength(4);
    expect(await titles('')).toEqual(expect.arrayContaining(['Documents In', 'No Title Pack']));
  });
});
