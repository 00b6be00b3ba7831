import type { MetaFunction } from 'react-router';
import { LegalPage } from '../legal-page';

export const meta: MetaFunction = () => [{ title: 'Terms and Conditions | Diaspora Hub' }];

export default function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" lastUpdated="April 25, 2025">
      <p>The full terms are being prepared. Please check back soon.</p>
    </LegalPage>
  );
}
