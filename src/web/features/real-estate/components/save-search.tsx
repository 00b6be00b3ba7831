import { Bell, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { type PropertyUrlFilter } from '@/domain/property/property';
import { savedSearchQuery } from '@/domain/property/saved-search';
import { useMe } from '@/web/api/me';
import { useSavedSearches, useSaveSearch } from '@/web/api/saved-searches';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { useHydrated } from '@/web/lib/use-hydrated';

/**
 * 'Save this search' for a signed-in user (decision 043): the list's filters, with a daily alert of new listings
 * that match. Once saved, the same filters say so and lead to the list of saved searches. Nothing for a visitor,
 * whose page React does not run (decision 027), nor while the prerendered page hydrates.
 */
export function SaveSearch({ filter }: { filter: PropertyUrlFilter }) {
  const hydrated = useHydrated();
  const { data: me } = useMe();
  const signedIn = hydrated && !!me;
  const saved = useSavedSearches(signedIn);
  const save = useSaveSearch();
  if (!signedIn || !saved.data) return null;
  const query = savedSearchQuery(filter);
  if (saved.data.some((search) => search.query === query)) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
        <BellRing aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>You get a daily alert of new listings for this search.</span>
        <Link to={paths.savedSearches} className="font-semibold text-brand-700 underline underline-offset-4">
          Saved searches
        </Link>
      </p>
    );
  }
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(filter, {
            onSuccess: (search) =>
              toast.success(`Search saved: ${search.name}. New listings that match come in a daily alert.`),
          })
        }
      >
        <Bell aria-hidden="true" />
        Save this search
      </Button>
    </div>
  );
}
