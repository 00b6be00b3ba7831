import { Baby, Brain, Glasses, HeartPulse, Smile } from 'lucide-react';
import type { InfoCard } from '../components/info-cards';

/** The extras both Ally Partners plans carry (spec 001), shown as cards under the plans. */
export const ALLY_PARTNERS_EXTRAS: InfoCard[] = [
  {
    title: 'Dental',
    icon: Smile,
    lines: ['Dental emergency up to NGN 50,000', 'Routine dental care and orthodontics up to NGN 150,000'],
  },
  {
    title: 'Vision',
    icon: Glasses,
    lines: ['Frames up to NGN 40,000 every 2 years', 'Lenses up to NGN 50,000'],
  },
  {
    title: 'Maternity',
    icon: Baby,
    lines: ['Normal delivery covered 100% after a 10-month waiting period'],
  },
  {
    title: 'Mental health',
    icon: Brain,
    lines: ['Psychiatric care covered at 50-70%'],
  },
  {
    title: 'Rehabilitation',
    icon: HeartPulse,
    lines: ['Rehabilitation covered 100% for up to 30 days'],
  },
];
