import type { ComponentType } from 'react';
import { CommunityIllustration } from '../components/community-illustration';
import { HealthIllustration } from '../components/health-illustration';
import { PropertyIllustration } from '../components/property-illustration';

export interface OnboardingSlide {
  title: string;
  description: string;
  Image: ComponentType<{ className?: string }>;
  /** The slide's colour: the picture's backdrop, the eyebrow and the active dot. */
  colour: { backdrop: string; text: string; dot: string };
}

/** The spec's three intro slides, in order (step 1 is SLIDES[0]). */
export const ONBOARDING_SLIDES: readonly [OnboardingSlide, OnboardingSlide, OnboardingSlide] = [
  {
    title: 'Healthcare Plans',
    description:
      'Choose trusted health plans from Nigerian providers and cover your parents, partner, children or yourself, with prices in dollars and naira.',
    Image: HealthIllustration,
    colour: { backdrop: 'bg-brand-100', text: 'text-brand-800', dot: 'bg-brand-700' },
  },
  {
    title: 'Real Estate Opportunities',
    description:
      'Browse property listings across Nigeria, each with its title status, and apply for the home you want from wherever you live.',
    Image: PropertyIllustration,
    colour: { backdrop: 'bg-accent-100', text: 'text-accent-800', dot: 'bg-accent-600' },
  },
  {
    title: 'Community Support',
    description:
      'Join thousands of families abroad who look after loved ones at home, with funeral cover and a team that helps when it matters.',
    Image: CommunityIllustration,
    colour: { backdrop: 'bg-rose-100', text: 'text-rose-800', dot: 'bg-rose-700' },
  },
];
