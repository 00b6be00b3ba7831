import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';

/** The way to /saved from the profile: the bottom navigation keeps its four destinations (decision 042). */
export function SavedListingsLink() {
  return (
    <SectionCard title="Saved listings" description="The properties you saved with the heart on a listing.">
      <Button asChild variant="outline" className="self-start">
        <Link to={paths.saved}>
          <Heart aria-hidden="true" />
          Open saved listings
        </Link>
      </Button>
    </SectionCard>
  );
}
