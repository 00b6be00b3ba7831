import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

/** An invitation to the compare page, for people who have not picked a provider yet. */
export function CompareCallout() {
  return (
    <section
      aria-labelledby="compare-callout-heading"
      className="flex flex-col items-start gap-4 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-gradient text-white">
        <Scale aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="compare-callout-heading" className="text-xl font-bold text-ink">
          Not sure which plan fits?
        </h2>
        <p className="text-ink-muted">
          Put up to four plans from any provider side by side: price, limits, waiting periods and hospitals.
        </p>
      </div>
      <Button asChild>
        <Link to={paths.healthcareCompare()}>Compare Plans</Link>
      </Button>
    </section>
  );
}
