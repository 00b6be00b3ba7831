import {
  BadgeCheck,
  Download,
  Eye,
  HeartHandshake,
  HeartPulse,
  House,
  Landmark,
  LayoutGrid,
  LockKeyhole,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { PageText } from '@/web/components/configured-text';
import { paths } from '@/web/config/paths';

/** The fixed top bar's in-page links, in the order of the sections they point to. */
export const SECTION_LINKS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'services', label: 'Services' },
  { id: 'contact', label: 'Contact' },
] as const;

export const DOWNLOAD_SECTION_ID = 'download';

export interface AboutFeature {
  icon: LucideIcon;
  title: string;
  text: PageText;
}

/** How an order is paid, as this deployment takes it (docs/decisions/053). */
const PAYING: PageText = {
  fact: 'card-payments',
  text: {
    on: 'Pay by card through Paystack or by bank transfer, with your order number as the reference, so every payment is traceable.',
    off: 'Pay by bank transfer, with your order number as the reference, so every payment is traceable.',
  },
};

/** The spec's marketing claims, one feature each. */
export const ABOUT_FEATURES: AboutFeature[] = [
  {
    icon: Landmark,
    title: 'Government-endorsed',
    text: 'A government-endorsed service you can trust with your family’s care.',
  },
  {
    icon: HeartHandshake,
    title: 'Built by Africans for Africans',
    text: 'Made by people who also send support home, for the way our families really live.',
  },
  {
    icon: LockKeyhole,
    title: 'Secure payment options',
    text: PAYING,
  },
  {
    icon: Eye,
    title: 'Full transparency',
    text: 'Prices in US dollars and naira, estimates in pounds, euros and Canadian dollars, a quote held for 24 hours, and each order’s status in your profile.',
  },
  {
    icon: UsersRound,
    title: '10,000+ families supported',
    text: 'Families across the diaspora already use Diaspora Hub to care for relatives at home.',
  },
];

export type ServiceTone = 'brand' | 'accent' | 'rose';

export interface Service {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  to: string;
  tone: ServiceTone;
}

export const SERVICES: Service[] = [
  {
    icon: HeartPulse,
    title: 'Health Insurance',
    text: 'Yearly health plans from trusted Nigerian providers for parents, siblings and children.',
    points: [
      'Five providers to compare',
      'Prices per person in USD and NGN',
      'Member cards a hospital can check',
    ],
    to: paths.healthcare,
    tone: 'brand',
  },
  {
    icon: House,
    title: 'Real Estate',
    text: 'Homes and apartments in Nigeria from vetted realty providers, each showing whether its title is verified.',
    points: ['Title status on every listing', 'Application fee shown upfront'],
    to: paths.realEstateProviders,
    tone: 'accent',
  },
  {
    icon: ShieldCheck,
    title: 'Funeral Insurance',
    text: 'Funeral cash plans that give your family dignity and support when it matters most.',
    points: ['Cover for you and your family', 'Paid monthly by bank transfer', 'Claims made online'],
    to: paths.funeralInsurance,
    tone: 'rose',
  },
];

export const HOW_IT_WORKS_STEPS: { icon: LucideIcon; title: string; text: PageText }[] = [
  {
    icon: Download,
    title: 'Download the app',
    text: 'Get Diaspora Hub for Android or iOS and create your free account in minutes.',
  },
  {
    icon: LayoutGrid,
    title: 'Choose a service',
    text: 'Pick a health plan, a property or a funeral plan for the people you love.',
  },
  {
    icon: LockKeyhole,
    title: 'Pay securely',
    text: {
      fact: 'card-payments',
      text: {
        on: 'Pay by card, or by bank transfer using your order’s confirmation number as the reference.',
        off: 'Pay by bank transfer using your order’s confirmation number as the reference.',
      },
    },
  },
  {
    icon: BadgeCheck,
    title: 'Get confirmation',
    text: 'We confirm your payment, invite your relatives to give their own consent, and keep you updated until your cover or application goes live.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  country: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'My mum in Enugu now has a health plan, and I set it all up from my phone in Manchester.',
    name: 'Chiamaka',
    country: 'United Kingdom',
  },
  {
    quote: 'Finding a verified apartment in Lagos from abroad felt impossible. Diaspora Hub made it simple.',
    name: 'Tunde',
    country: 'United States',
  },
  {
    quote: 'Knowing the funeral plan is in place gives our whole family peace of mind.',
    name: 'Ngozi',
    country: 'Canada',
  },
];
