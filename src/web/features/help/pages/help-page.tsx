import type { MetaFunction } from 'react-router';
import { PublicPage } from '@/web/components/layout/public-page';

export const meta: MetaFunction = () => [
  { title: 'Help Center | Diaspora Hub' },
  { name: 'description', content: 'Answers about health plans, property, funeral cover and your account.' },
];

export default function HelpPage() {
  return (
    <PublicPage>
      <section className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Help Center</h1>
        <p className="mt-4 text-ink-muted">
          Answers to common questions are on their way. Please check back soon.
        </p>
      </section>
    </PublicPage>
  );
}
