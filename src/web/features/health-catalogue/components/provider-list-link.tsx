import { FileSpreadsheet } from 'lucide-react';
import type { Provider } from '@/domain/catalogue/types';
import { ExternalLink } from './external-link';

/** The provider's full hospital list, when the catalogue has its document. */
export function ProviderListLink({ provider }: { provider: Provider }) {
  if (!provider.providerListUrl) return null;
  return (
    <ExternalLink href={provider.providerListUrl} look="button">
      <FileSpreadsheet aria-hidden="true" />
      View Full Provider List
    </ExternalLink>
  );
}
