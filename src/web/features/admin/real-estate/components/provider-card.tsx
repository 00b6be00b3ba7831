import { Pencil } from 'lucide-react';
import type { AdminProviderView } from '@/domain/property/provider-admin';
import { smallPhotoUrl } from '@/domain/property/listing-photos';
import { formatNgn, formatUsd } from '@/domain/money';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ProviderDialog } from './provider-dialog';

/** One provider: logo, name, words, fee, whether customers see it, and the button that edits it. */
export function ProviderCard({ provider }: { provider: AdminProviderView }) {
  const listings = `${provider.listingCount} ${provider.listingCount === 1 ? 'listing' : 'listings'}`;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-start">
      <img
        src={smallPhotoUrl(provider.logoUrl)}
        alt={`${provider.name} logo`}
        className="size-16 shrink-0 rounded-lg bg-brand-50 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold break-words text-ink">{provider.name}</h2>
          <Badge variant={provider.active ? 'success' : 'outline'}>
            {provider.active ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <p className="break-words text-ink-muted">{provider.description}</p>
        <p className="text-sm text-ink">
          Application fee: {formatUsd(provider.applicationFeeUsd)} · {formatNgn(provider.applicationFeeNgn)}
        </p>
        <p className="text-sm text-ink-muted">{listings}</p>
      </div>
      <ProviderDialog
        provider={provider}
        trigger={
          <Button variant="outline" size="sm" className="self-start">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {provider.name}</span>
          </Button>
        }
      />
    </article>
  );
}
