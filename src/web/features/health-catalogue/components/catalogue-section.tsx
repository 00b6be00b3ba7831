import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

interface CatalogueSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled part of a catalogue page, named by its heading so it is a landmark people can jump to. */
export function CatalogueSection({ id, title, intro, children, className }: CatalogueSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {intro && <div className="max-w-3xl text-ink-muted">{intro}</div>}
      </div>
      {children}
    </section>
  );
}
