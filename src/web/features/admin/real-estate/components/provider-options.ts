import type { AdminProviderView } from '@/domain/property/provider-admin';
import type { SelectOption } from '@/web/components/forms/option-select';

/** Providers to choose from for a listing; inactive ones say so (a listing may be prepared before they go live). */
export function providerOptions(providers: readonly AdminProviderView[] = []): SelectOption[] {
  return providers.map((provider) => ({
    value: provider.id,
    label: provider.active ? provider.name : `${provider.name} (inactive)`,
  }));
}
