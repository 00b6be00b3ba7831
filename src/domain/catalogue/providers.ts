import { FAMILY_MAX_BENEFICIARIES, HOMEREACH_MAX_AGE, type Provider, type ProviderId } from './types';

/** Invented: the spec names HomeReach's insurer only as "its insurer". */
const HOMEREACH_INSURER = 'Harbourgate Assurance';
/** Sample documents on a reserved example domain until the providers' real ones are supplied. */
const SAMPLE_DOCS = 'https://docs.diasporahub.example';

/** In the options page's order; the first four are featured, Venus is not (spec 001 §2). */
export const PROVIDERS: Provider[] = [
  {
    id: 'homereach',
    name: 'HomeReach',
    insurer: `HomeReach plan by ${HOMEREACH_INSURER}`,
    description: `Family health plans underwritten by ${HOMEREACH_INSURER}, priced by age so parents up to ${HOMEREACH_MAX_AGE} can be covered too.`,
    features: [
      `Covers relatives aged 0-${HOMEREACH_MAX_AGE}`,
      'Hospital access from Tier 1 up to Tier 4',
      'ICU and surgery cover on every plan',
      'Neonatal care on Hazel and Ivy',
    ],
    featured: true,
    providerListUrl: `${SAMPLE_DOCS}/homereach/provider-list.pdf`,
  },
  {
    id: 'diaspora-uhms',
    name: 'Diaspora UHMS',
    insurer: 'Diaspora UHMS',
    description:
      'A health maintenance organisation built for families abroad, with high annual limits, short waiting periods and a care coordinator who keeps you informed.',
    features: [
      'Annual limits from NGN 10,000,000',
      'Pre-existing conditions covered after 1-3 months',
      'Care coordinator on WhatsApp',
      'Nationwide provider list',
    ],
    featured: true,
    providerListUrl: `${SAMPLE_DOCS}/diaspora-uhms/provider-list.xlsx`,
  },
  {
    id: 'tangerine',
    name: 'Tangerine Health',
    insurer: 'Tangerine Health',
    description:
      'Plans priced in naira, from an essential Nigeria-only plan to cover across Africa, with specialist care and family benefits.',
    features: [
      'Plans priced in NGN',
      'Cover in Nigeria or across Africa',
      'Specialist care on the Classic and Plus Africa plans',
      'Family benefits for mothers and young children',
    ],
    featured: true,
    providerListUrl: null,
  },
  {
    id: 'ally-partners',
    name: 'Ally Partners Medicare',
    insurer: 'Ally Partners Medicare',
    description:
      'Plans priced by who is covered (a woman, a man, a family or a parent over 60) with dental, vision and mental-health extras on both plans.',
    features: [
      'Female, male, family and geriatric plan types',
      `One family price for up to ${FAMILY_MAX_BENEFICIARIES} people`,
      'Dental, vision and mental-health extras',
      'Ambulance covered at 100%',
    ],
    featured: true,
    providerListUrl: null,
  },
  {
    id: 'venus',
    name: 'Venus Medicare',
    insurer: 'Venus Medicare',
    description:
      'Five plans, from a low-cost plan for care in Nigeria to cover across Africa or worldwide, each paying a set share of emergency surgery.',
    features: [
      'Emergency surgery covered at 40% to 100%',
      'Plans for Nigeria, Africa or worldwide',
      'Physiotherapy on every plan',
      'Pre-existing conditions covered after 6 months',
    ],
    featured: false,
    providerListUrl: `${SAMPLE_DOCS}/venus/provider-list.pdf`,
  },
];

export function findProvider(id: ProviderId): Provider {
  const provider = PROVIDERS.find((candidate) => candidate.id === id);
  if (!provider) throw new Error(`Unknown provider ${id}`);
  return provider;
}
