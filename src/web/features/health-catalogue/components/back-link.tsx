import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** A fixed way back (not history): pages of the catalogue are often opened from a shared link. */
export function BackLink({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
