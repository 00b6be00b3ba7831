import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { BACK_LABEL_ATTRIBUTE, BACK_LINK_ATTRIBUTE, backFrom } from '@/web/lib/back-link';
import { useHydrated } from '@/web/lib/use-hydrated';

export interface BackTo {
  to: string;
  label: string;
  /**
   * A list the page may have been opened from instead (the compare page): when `?back=` names it, the link goes
   * back to it as it was, with this label (decision 034).
   */
  from?: { list: string; label: string };
}

/**
 * A fixed way back (not history): pages of the catalogue are often opened from a shared link. Prerendered with
 * the fixed target; once hydrated, or by the visitor's document script (applyBackLinks), it follows `?back=`.
 */
export function BackLink({ to, label = 'Back', from }: Partial<BackTo> & { to: string }) {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const back = hydrated && from ? backFrom(search, from.list) : null;
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
      <Link to={back ?? to} {...(from && { [BACK_LINK_ATTRIBUTE]: from.list })}>
        <ArrowLeft aria-hidden="true" />
        <span {...(from && { [BACK_LABEL_ATTRIBUTE]: from.label })}>{back && from ? from.label : label}</span>
      </Link>
    </Button>
  );
}
