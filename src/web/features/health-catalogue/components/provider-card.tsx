import type { ReactNode } from 'react';
import { Layers, Star } from 'lucide-react';
import type { Provider } from '@/domain/catalogue/types';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { FeatureList } from './feature-list';

interface ProviderCardProps {
  provider: Provider;
  planCount: number;
  /** 'View Plans': a link on the options page, a tab switch on the provider's own page. */
  action: ReactNode;
}

export function ProviderCard({ provider, planCount, action }: ProviderCardProps) {
  const headingId = `provider-${provider.id}-name`;
  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className={cn('h-full', provider.featured && 'border-brand-300')}>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" id={headingId} className="text-xl">
              {provider.name}
            </CardTitle>
            {provider.featured && (
              <Badge variant="warning">
                <Star aria-hidden="true" />
                Featured
              </Badge>
            )}
          </div>
          {provider.insurer !== provider.name && (
            <p className="text-sm font-medium text-brand-700">{provider.insurer}</p>
          )}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          {provider.description && <p className="text-ink-muted">{provider.description}</p>}
          <FeatureList items={provider.features} />
          <p className="mt-auto flex items-center gap-2 text-sm font-semibold text-ink-muted">
            <Layers aria-hidden="true" className="size-4" />
            {planCount} {planCount === 1 ? 'plan' : 'plans'}
          </p>
        </CardContent>
        <CardFooter>{action}</CardFooter>
      </Card>
    </article>
  );
}
