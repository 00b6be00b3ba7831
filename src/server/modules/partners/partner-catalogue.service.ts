import { PROVIDERS } from '../../../domain/catalogue/providers';
import type { CatalogueEntry, PartnerKind } from '../../../domain/partners/partner';
import type { Db } from '../../db/client';
import { listPlans } from '../funeral';
import { listProviders } from '../real-estate';
import { listOrganisations } from './partners.repo';

type Entry = Omit<CatalogueEntry, 'organisationId'>;

/**
 * Who can be a partner, as the catalogue names them: the health providers of the static catalogue (by id), the
 * active realty providers (by row id) and the underwriters named on the active funeral plans (by name, the only
 * key they have).
 */
async function catalogueEntries(db: Db): Promise<Entry[]> {
  const health = PROVIDERS.map((provider): Entry => ({
    kind: 'health_provider',
    catalogueRef: provider.id,
    name: provider.name,
  }));
  const realty = (await listProviders(db)).map((provider): Entry => ({
    kind: 'realty_provider',
    catalogueRef: provider.id,
    name: provider.name,
  }));
  const underwriters = [...new Set((await listPlans(db)).map((plan) => plan.underwriter))]
    .sort()
    .map((name): Entry => ({ kind: 'funeral_underwriter', catalogueRef: name, name }));
  return [...health, ...realty, ...underwriters];
}

/** The catalogue, each entry with the organisation already made for it. */
export async function partnerCatalogue(db: Db): Promise<CatalogueEntry[]> {
  const [entries, organisations] = await Promise.all([catalogueEntries(db), listOrganisations(db)]);
  const made = new Map(
    organisations.map(({ organisation }) => [
      `${organisation.kind}:${organisation.catalogueRef}`,
      organisation.id,
    ]),
  );
  return entries.map((entry) => ({
    ...entry,
    organisationId: made.get(`${entry.kind}:${entry.catalogueRef}`) ?? null,
  }));
}

/** The catalogue's entry of that kind and key, or undefined when the catalogue has none. */
export async function findCatalogueEntry(db: Db, kind: PartnerKind, catalogueRef: string) {
  return (await catalogueEntries(db)).find(
    (entry) => entry.kind === kind && entry.catalogueRef === catalogueRef,
  );
}
