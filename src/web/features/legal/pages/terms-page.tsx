import type { MetaFunction } from 'react-router';
import { TERMS_INTRO, TERMS_SECTIONS } from '../content/terms-sections';
import { LegalPage } from '../legal-page';

export const meta: MetaFunction = () => [
  { title: 'Terms and Conditions | Diaspora Hub' },
  { name: 'description', content: 'The terms that apply when you use Diaspora Hub.' },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      lastUpdated="November 28, 2026"
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
