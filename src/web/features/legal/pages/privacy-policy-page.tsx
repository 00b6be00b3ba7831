import type { MetaFunction } from 'react-router';
import { LegalPage } from '../legal-page';

export const meta: MetaFunction = () => [{ title: 'Privacy Policy | Diaspora Hub' }];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" lastUpdated="May 21, 2025">
      <p>The full policy is being prepared. Diaspora Hub is not intended for children under 18.</p>
    </LegalPage>
  );
}
