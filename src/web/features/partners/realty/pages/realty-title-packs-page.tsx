import { useLoaderData, type MetaFunction } from 'react-router';
import { useRealtyListings } from '../api/realty';
import { RealtyFrame } from '../components/realty-frame';
import { TitlePackCard } from '../components/title-pack-card';
import { realtyLoader } from './realty-page-data';

export const meta: MetaFunction = () => [{ title: 'Title packs | Partner portal | Diaspora Hub' }];
export const clientLoader = realtyLoader;

/** The firm's listings, each with its title pack and a new document's upload. */
export default function RealtyTitlePacksPage() {
  const { id, actingAsAdmin } = useLoaderData<typeof clientLoader>();
  const listings = useRealtyListings(id);
  return (
    <RealtyFrame organisationId={id} actingAsAdmin={actingAsAdmin} title="Title packs" query={listings}>
      {(list) => (
        <>
          <p className="text-ink">
            Add the latest documents for a listing&apos;s title. Our team verifies every title: a new document
            puts the title back to &lsquo;Documents received, not yet verified&rsquo; until we have checked
            it.
          </p>
          {list.length === 0 ? (
            <p className="text-ink-muted">You have no listings yet.</p>
          ) : (
            list.map((listing) => <TitlePackCard key={listing.id} organisationId={id} listing={listing} />)
          )}
        </>
      )}
    </RealtyFrame>
  );
}
