import type { MetaFunction } from 'react-router';
import { PublicPage } from '@/web/components/layout/public-page';
import { DocumentPageMarker } from '@/web/components/layout/document-page-marker';
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
    content: 'Buy health plans for relatives in Nigeria, apply for property and take funeral cover.',
  },
];

/** The marketing page: hero, about, services, how it works, testimonials, download; the footer is 'Contact'. */
export default function LandingPage() {
  return (
    <PublicPage header={<LandingTopBar />}>
      <DocumentPageMarker for="visitors" />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <DownloadSection />
    </PublicPage>
  );
}
