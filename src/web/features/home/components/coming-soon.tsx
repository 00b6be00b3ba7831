import { Badge } from '@/web/components/ui/badge';
import { COMING_SOON } from '../home-content';

export function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-heading">
      <h2 id="coming-soon-heading" className="text-lg font-bold text-ink">
        Coming Soon
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {COMING_SOON.map((category) => (
          <li
            key={category}
            className="flex items-center justify-between gap-2 rounded-xl border border-line bg-surface px-3 py-2.5 text-sm text-ink"
          >
            {category}
            <Badge variant="secondary" className="hidden sm:inline-flex">
              Soon
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
