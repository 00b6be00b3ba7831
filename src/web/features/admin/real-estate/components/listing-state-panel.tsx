import { BadgeCheck, Eye, EyeOff, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminPropertyDetail } from '@/domain/property/property-admin';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { useSetPublished, useSetVerified } from '../api/admin-properties';
import { ListingBadges } from './listing-badges';

/**
 * Whether the public sees the listing and whether it is verified, each with the button that changes it. These
 * act on the saved listing: the server refuses to publish one without a saved photo.
 */
export function ListingStatePanel({ property }: { property: AdminPropertyDetail }) {
  const publish = useSetPublished(property.id);
  const verify = useSetVerified(property.id);
  const busy = publish.isPending || verify.isPending;

  return (
    <section
      aria-labelledby="listing-state-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="listing-state-heading" className="text-xl font-bold text-ink">
          Visibility
        </h2>
        <ListingBadges published={property.published} verified={property.verified} />
      </div>
      <p className="text-ink-muted">
        {property.published
          ? 'Published: everyone can see this listing and apply for it.'
          : 'Draft: only admins can see this listing.'}{' '}
        {property.verified ? 'Marked verified.' : 'Not verified.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={property.published ? 'outline' : 'default'}
          disabled={busy}
          onClick={() =>
            publish.mutate(!property.published, {
              onSuccess: (saved) =>
                toast.success(saved.published ? 'Listing published' : 'Listing unpublished'),
            })
          }
        >
          {property.published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {property.published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            verify.mutate(!property.verified, {
              onSuccess: (saved) =>
                toast.success(saved.verified ? 'Marked verified' : 'Verification removed'),
            })
          }
        >
          <BadgeCheck aria-hidden="true" />
          {property.verified ? 'Remove verification' : 'Mark verified'}
        </Button>
        <Button asChild variant="link">
          <Link to={paths.property(property.id)}>
            View public page
            <ExternalLink aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {!property.published && property.photos.length === 0 && (
        <p className="text-sm text-ink-muted">Add a photo and save before publishing.</p>
      )}
    </section>
  );
}
