import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { saveButtonLabel } from '@/domain/property/saved-listings';
import { useMe } from '@/web/api/me';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { useSavedListingIds, useToggleSavedListing } from '../api/saved-listings';

interface SaveListingButtonProps {
  property: { id: string; title: string };
  className?: string;
}

const HEART =
  'relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none';

/**
 * The heart on a listing's card and page (decision 042). Signed in, a toggle button (`aria-pressed`) named for
 * what it does; signed out, or before the session is known, a link to sign in that comes back to this page, so it
 * works in the visitor's document without React too.
 */
export function SaveListingButton({ property, className }: SaveListingButtonProps) {
  const me = useMe();
  const location = useLocation();
  const signedIn = Boolean(me.data);
  const ids = useSavedListingIds(signedIn);
  const toggle = useToggleSavedListing();

  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`${paths.login}?redirect=${encodeURIComponent(back)}`}
        aria-label={saveButtonLabel(property.title, false)}
        className={cn(HEART, className)}
      >
        <Heart aria-hidden="true" className="size-5" />
      </Link>
    );
  }
  const saved = ids.data?.has(property.id) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={!ids.data}
      aria-label={saveButtonLabel(property.title, saved)}
      onClick={() => toggle.mutate({ propertyId: property.id, save: !saved })}
      className={cn(HEART, className)}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current text-danger-700')} />
    </button>
  );
}
