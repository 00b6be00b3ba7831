import type { Provider, ProviderId } from './types';

/** In the options page's order; the first four are featured, Venus is not (spec 001 §2). */
export const PROVIDERS: Provider[] = [
  {
    id: 'homereach',
    name: 'HomeReach',
    insurer: 'HomeReach plan by its insurer',
    description: '',
    features: [],
    featured: true,
    providerListUrl: null,
  },
  {
    id: 'diaspora-uhms',
    name: 'Diaspora UHMS',
    insurer: 'Diaspora UHMS',
    description: '',
    features: [],
    featured: true,
    providerListUrl: null,
  },
  {
    id: 'tangerine',
    name: 'Tangerine Health',
    insurer: 'Tangerine Health',
    description: '',
    features: [],
    featured: true,
    providerListUrl: null,
  },
  {
    id: 'ally-partners',
    name: 'Ally Partners Medicare',
    insurer: 'Ally Partners Medicare',
    description: '',
    features: [],
    featured: true,
    providerListUrl: null,
  },
  {
    id: 'venus',
    name: 'Venus Medicare',
    insurer: 'Venus Medicare',
    description: '',
    features: [],
    featured: false,
    providerListUrl: null,
  },
];

export function findProvider(id: ProviderId): Provider {
  const provider = PROVIDERS.find((candidate) => candidate.id === id);
  if (!provider) throw new Error(`Unknown provider ${id}`);
  return provider;
}
