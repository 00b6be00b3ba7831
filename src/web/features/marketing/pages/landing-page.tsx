import type { MetaFunction } from 'react-router';
import { PublicPage } from '@/web/components/layout/public-page';
import { NO_HYDRATION_META } from '@/web/config/no-hydration';
import { AboutSection } from '../components/about-section';
import { DownloadSection } from '../components/download-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { LandingTopBar } from '../components/landing-top-bar';
import { ServicesSection } from '../components/services-section';
import { TestimonialsSection } from '../components/testimonials-section';

export const meta: MetaFunction = () => [
  { title: 'Diaspora Hub | Care for family at home, from anywhere' },
  {
    name: 'description',
    content: 'Buy health plans for relatives in Nigeria, apply for verified property and take funeral cover.',
  },
];

/** The marketing page: hero, about, services, how it works, testimonials, download; the footer is 'Contact'. */
export default function LandingPage() {
  return (
    <PublicPage header={<LandingTopBar />}>
      {/* A document: prerendered, then used without React; the build swaps React's scripts for a small one. */}
      <meta name={NO_HYDRATION_META} content="" />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <DownloadSection />
    </PublicPage>
  );
}
