import { Globe, HeartPulse, Users } from 'lucide-react';
import type { InfoCard } from '../components/info-cards';

/** The three info cards under Tangerine's plans (spec 001 §2). */
export const TANGERINE_INFO: InfoCard[] = [
  {
    title: 'International Coverage',
    icon: Globe,
    lines: [
      'Plus Africa adds treatment at partner hospitals across Africa and medical evacuation within Africa.',
    ],
  },
  {
    title: 'Specialized Care',
    icon: HeartPulse,
    lines: ['Specialist consultations on referral, diagnostics and surgery at accredited hospitals.'],
  },
  {
    title: 'Family Benefits',
    icon: Users,
    lines: [
      "Maternity, newborn and children's care on Classic and Plus Africa.",
      'Cover several relatives in one order by adding each of them as a beneficiary.',
    ],
  },
];
