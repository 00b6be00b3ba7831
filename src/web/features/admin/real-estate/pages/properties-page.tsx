import { Plus } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { PROPERTY_STATE_LABELS, PROPERTY_STATES, type PropertyState } from '@/domain/property/property-admin';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { AdminList } from '@/web/features/admin/components/admin-list';
import { AdminPage } from '@/web/features/admin/components/admin-page';
import { ChoiceFilter, SearchFilter, useUrlFilter } from '@/web/features/admin/components/list-filters';
import { useAdminProperties, type AdminPropertiesFilter } from '../api/admin-properties';
import { PropertyRow } from '../components/property-row';

export const meta: MetaFunction = () => [{ title: 'Property listings | Diaspora Hub admin' }];

const STATE_OPTIONS = PROPERTY_STATES.map((state) => ({ value: state, label: PROPERTY_STATE_LABELS[state] }));

/** A state from the URL; a hand-edited unknown one means all. */
const stateOf = (value: string): PropertyState | undefined =>
  (PROPERTY_STATES as readonly string[]).includes(value) ? (value as PropertyState) : undefined;

function emptyText({ state, q }: AdminPropertiesFilter): string {
  if (q)
    return `No listings match “${q}”${state ? ` among ${PROPERTY_STATE_LABELS[state].toLowerCase()}` : ''}.`;
  return state ? `No listings here: ${PROPERTY_STATE_LABELS[state].toLowerCase()}.` : 'No listings yet.';
}

/** Every listing, published or not, newest first, searched by title or location and narrowed by state. */
export default function PropertiesPage() {
  const [stateParam, setState] = useUrlFilter('state');
  const [q, setQ] = useUrlFilter('q');
  const state = stateOf(stateParam);
  const filter: AdminPropertiesFilter = { state, q: q || undefined };
  const properties = useAdminProperties(filter);

  return (
    <AdminPage
      title="Property listings"
      description="Published listings and drafts, newest first."
      actions={
        <Button asChild>
          <Link to={paths.adminPropertyNew}>
            <Plus aria-hidden="true" />
            New listing
          </Link>
        </Button>
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <ChoiceFilter
          label="State"
          value={state ?? ''}
          onChange={setState}
          options={STATE_OPTIONS}
          allLabel="All listings"
        />
        <SearchFilter label="Title or location" value={q} onSearch={setQ} />
      </div>
      <AdminList
        label="Property listings"
        query={properties}
        empty={emptyText(filter)}
        getKey={(property) => property.id}
      >
        {(property) => <PropertyRow property={property} />}
      </AdminList>
    </AdminPage>
  );
}
