import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  HOSPITAL_DIRECTORY,
  HOSPITAL_SEARCH_MESSAGES,
  type HospitalView,
} from '../../../domain/catalogue/hospitals';
import { it } from '../../../testing/api-test';
import type { TestClient } from '../../../testing/test-client';
import { hospitals } from '../../db/schema';
import { syncHospitalDirectory } from './hospital-directory.sync';
import { searchHospitals } from './hospitals.repo';

type Query = Partial<Record<'name' | 'state' | 'town' | 'tier', string>>;

const send = (client: TestClient, query: Query) => client.api.hospitals.$get({ query: query as never });

async function search(client: TestClient, query: Query): Promise<HospitalView[]> {
  const response = await send(client, query);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { hospitals: HospitalView[]; truncated: boolean };
  expect(body.truncated).toBe(false);
  return body.hospitals;
}

const names = async (client: TestClient, query: Query) => (await search(client, query)).map((h) => h.name);

describe('GET /api/hospitals', () => {
  it('lists every hospital of every plan once, by name, with the plans that cover it', async ({
    visitor,
  }) => {
    const found = await search(visitor, {});
    expect(found).toEqual(HOSPITAL_DIRECTORY);
    expect(new Set(found.map((h) => h.id)).size).toBe(found.length);
    const crownPoint = found.find((h) => h.name === 'Crown Point Hospital');
    expect(crownPoint).toMatchObject({ state: 'Lagos', town: 'Ikeja', sample: true });
    expect(crownPoint?.plans).toEqual([
      { planId: 'ally-partners-premium', planName: 'Ally Partners Medicare Premium', tier: 'Tier 2' },
      { planId: 'ally-partners-executive', planName: 'Ally Partners Medicare Executive', tier: 'Tier 2' },
    ]);
  });

  it('finds by part of the name in any case, taking % and _ literally', async ({ visitor }) => {
    expect(await names(visitor, { name: 'cRoWn' })).toEqual(['Crown Point Hospital']);
    expect(await names(visitor, { name: '  heart centre ' })).toEqual([
      'Aso Heights Heart Centre',
      'Woji Heart Centre',
    ]);
    expect(await names(visitor, { name: '%' })).toEqual([]);
    expect(await names(visitor, { name: 'Zzzz no such hospital' })).toEqual([]);
  });

  it('filters by state, by state and town, and by tier, alone and together', async ({ visitor }) => {
    const inKano = await search(visitor, { state: 'Kano' });
    expect(inKano.length).toBeGreaterThan(0);
    expect(inKano.every((h) => h.state === 'Kano')).toBe(true);
    expect(await names(visitor, { state: 'Lagos', town: 'Ikeja' })).toEqual([
      'Allen Avenue Family Clinic',
      'Coral Bay Hospital',
      'Crown Point Hospital',
      'Silverline Hospital',
      'Smile Court Dental Centre',
    ]);
    const tier4 = await search(visitor, { tier: 'Tier 4' });
    expect(tier4.map((h) => h.name)).toContain('Atlantic Crest Hospital');
    expect(tier4.every((h) => h.plans.some((cover) => cover.tier === 'Tier 4'))).toBe(true);
    expect(
      await names(visitor, { name: 'hospital', state: 'Federal Capital Territory', tier: 'Tier 3' }),
    ).toEqual([
      'Central Area Specialist Hospital',
      'Meridian Specialist Hospital',
      'Millennium Park Specialist Hospital',
      'Summit Specialist Hospital',
    ]);
    expect(await names(visitor, { state: 'Lagos', tier: 'Africa partners' })).toEqual([]);
  });

  it('keeps no pending list on the name index, which every search would scan in full', async ({ db }) => {
    const { rows } = (await db.execute(
      sql`select reloptions as options from pg_class where relname = 'hospitals_name_trgm_idx'`,
    )) as unknown as { rows: { options: string[] | null }[] };
    expect(rows[0]?.options).toContain('fastupdate=false');
  });

  it('stops at the limit and says more match', async ({ db }) => {
    const first = await searchHospitals(db, { state: 'Lagos' }, 2);
    expect(first.hospitals.map((h) => h.name)).toEqual([
      'Adunni Medical Clinic',
      'Allen Avenue Family Clinic',
    ]);
    expect(first.truncated).toBe(true);
  });

  it.for([
    [{ state: 'Atlantis' }, 'state', HOSPITAL_SEARCH_MESSAGES.state],
    [{ town: 'Ikeja' }, 'town', HOSPITAL_SEARCH_MESSAGES.townNeedsState],
    [{ state: 'Kano', town: 'Ikeja' }, 'town', HOSPITAL_SEARCH_MESSAGES.town],
    [{ tier: 'Tier 9' }, 'tier', HOSPITAL_SEARCH_MESSAGES.tier],
    [{ name: 'x'.repeat(61) }, 'name', HOSPITAL_SEARCH_MESSAGES.name],
  ] as const)(
    'refuses %o with 422 and the message on its field',
    async ([query, field, message], { visitor }) => {
      const response = await send(visitor, query);
      expect(response.status).toBe(422);
      const body = (await response.json()) as unknown as { error: { fields: Record<string, string> } };
      expect(body.error.fields).toEqual({ [field]: message });
    },
  );
});

describe("the finder's copy of the catalogue", () => {
  it('is written at a start only when the catalogue changed or the tables lost it', async ({ db }) => {
    const rowVersion = async () =>
      (
        (await db.execute(
          sql`select xmin::text as version from hospitals order by id limit 1`,
        )) as unknown as {
          rows: { version: string }[];
        }
      ).rows[0]?.version;
    const fewer = HOSPITAL_DIRECTORY.slice(1);
    try {
      // The runtime wrote it when the app opened: a restart on the same catalogue leaves the rows as they are.
      const before = await rowVersion();
      expect(await syncHospitalDirectory(db)).toBe('unchanged');
      expect(await rowVersion()).toBe(before);

      expect(await syncHospitalDirectory(db, fewer)).toBe('written');
      expect(await db.$count(hospitals)).toBe(fewer.length);

      await db.delete(hospitals);
      expect(await syncHospitalDirectory(db, fewer)).toBe('written');
      expect(await db.$count(hospitals)).toBe(fewer.length);
    } finally {
      await syncHospitalDirectory(db);
    }
    expect(await db.$count(hospitals)).toBe(HOSPITAL_DIRECTORY.length);
  });
});
