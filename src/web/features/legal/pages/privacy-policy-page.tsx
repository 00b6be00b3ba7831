import type { MetaFunction } from 'react-router';
import { PRIVACY_POLICY_INTRO, PRIVACY_POLICY_SECTIONS } from '../content/privacy-policy-sections';
import { LegalPage } from '../legal-page';

export const meta: MetaFunction = () => [
  { title: 'Privacy Policy | Diaspora Hub' },
  { name: 'description', content: 'How Diaspora Hub collects, uses and protects your personal information.' },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="November 28, 2026"
      intro={PRIVACY_POLICY_INTRO}
      sections={PRIVACY_POLICY_SECTIONS}
    />
  );
}
