import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';

/** Whether the public sees a listing, and whether it is verified, in words (never colour alone). */
export function ListingBadges({ published, verified }: { published: boolean; verified: boolean }) {
  return (
    <>
      <Badge variant={published ? 'success' : 'warning'}>{published ? 'Published' : 'Draft'}</Badge>
      {verified && (
        <Badge variant="secondary">
          <BadgeCheck aria-hidden="true" /> Verified
        </Badge>
      )}
    </>
  );
}
