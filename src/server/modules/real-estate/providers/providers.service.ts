import type { RealtyProviderView } from '../../../../domain/property/property';
import type { Db } from '../../../db/client';
import { insertProviders, listActiveProviders, type NewProvider } from './providers.repo';
import { toProviderView } from './providers.view';

export async function listProviders(db: Db): Promise<RealtyProviderView[]> {
  return (await listActiveProviders(db)).map(toProviderView);
}

/** Adds providers as they are (the sample data's seeder); returns their ids in the order given. */
export function addProviders(tx: Db, providers: NewProvider[]): Promise<{ id: string }[]> {
  return insertProviders(tx, providers);
}
