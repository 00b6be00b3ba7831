import { Building2, HeartPulse, ShieldCheck } from 'lucide-react';
import { paths } from '@/web/config/paths';

export const SERVICES = [
  {
    title: 'Health Insurance',
    description: 'Health plans for your relatives from trusted Nigerian providers.',
    to: paths.healthcare,
    icon: HeartPulse,
  },
  {
    title: 'Real Estate',
    description: 'Property listings in Nigeria from our realty partners, each with its title status.',
    to: paths.realEstateProviders,
    icon: Building2,
  },
  {
    title: 'Funeral Insurance',
    description: 'Funeral cash plans that support families when it matters.',
    to: paths.funeralInsurance,
    icon: ShieldCheck,
  },
];

export const COMING_SOON = [
  'Energy and Power',
  'Transportation',
  'Medical Equipment',
  'Agriculture',
  'Skill Acquisition',
  'Oil and Gas',
];
