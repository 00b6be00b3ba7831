import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** A page section drawn as a card, named by its h2 so it is a landmark screen-reader users can jump to. */
export function SectionCard({ title, description, className, contentClassName, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId}>
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </section>
  );
}
