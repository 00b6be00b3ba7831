import type { Provider } from '@/domain/catalogue/types';
import { paths } from '@/web/config/paths';

export const BACK_TO_PROVIDERS = { to: paths.healthcareOptions, label: 'Back to providers' } as const;

/** The title band of a provider's plans page: its name, insurer and description, and the way back. */
export function providerHeader(provider: Provider) {
  return {
    title: `${provider.name} Plans`,
    eyebrow: provider.insurer !== provider.name ? provider.insurer : undefined,
    intro: provider.description || undefined,
    back: BACK_TO_PROVIDERS,
  };
}
