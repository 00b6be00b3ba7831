import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

interface PlanCardProps {
  plan: { id: string; name: string; description: string; highlighted: boolean };
  /** A line under the name, e.g. the region a plan covers. */
  subtitle?: ReactNode;
  price: ReactNode;
  /** Features, tables, expandable details. */
  children?: ReactNode;
  /** The card's buttons and links, at its foot. */
  actions: ReactNode;
}

/** The shell every plan card shares: name (the card's accessible name), badge, price, body and actions. */
export function PlanCard({ plan, subtitle, price, children, actions }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className={cn('h-full', plan.highlighted && 'border-brand-600 ring-2 ring-brand-600')}>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" id={headingId} className="text-xl">
              {plan.name}
            </CardTitle>
            {plan.highlighted && (
              <Badge variant="warning">
                <Star aria-hidden="true" />
                Most Popular
              </Badge>
            )}
          </div>
          {subtitle}
          {plan.description && <CardDescription>{plan.description}</CardDescription>}
        </CardHeader>
        <CardContent>{price}</CardContent>
        {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
        <CardFooter className="mt-auto flex-wrap pt-1">{actions}</CardFooter>
      </Card>
    </article>
  );
}

/** Plan cards side by side: one column on phones, two on tablets, three on desktops. */
export function PlanGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>{children}</div>;
}

/** 'Key benefits' under a small heading, as plan cards show them. */
export function CardListHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-bold tracking-wide text-ink uppercase">{children}</h3>;
}
