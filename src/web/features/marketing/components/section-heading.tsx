import { cn } from '@/web/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** Light text for dark sections. */
  inverse?: boolean;
  className?: string;
}

/** The eyebrow, h2 and intro every landing section opens with; `id` is the h2's, for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  inverse = false,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto flex max-w-2xl flex-col items-center gap-3 text-center', className)}>
      <p
        className={cn(
          'text-sm font-bold tracking-widest uppercase',
          inverse ? 'text-accent-300' : 'text-brand-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
          inverse ? 'text-white' : 'text-brand-gradient',
        )}
      >
        {title}
      </h2>
      {intro && <p className={cn('text-lg', inverse ? 'text-brand-50' : 'text-ink-muted')}>{intro}</p>}
    </div>
  );
}
