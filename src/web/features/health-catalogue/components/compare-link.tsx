import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

/** Opens the compare page with this plan already picked. */
export function CompareLink({ plan }: { plan: { id: string; name: string } }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.healthcareCompare([plan.id])}>
        <Scale aria-hidden="true" />
        Compare
        <span className="sr-only"> {plan.name} with other plans</span>
      </Link>
    </Button>
  );
}
