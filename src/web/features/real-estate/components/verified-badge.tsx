import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';

export function VerifiedBadge() {
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" /> Verified
    </Badge>
  );
}
