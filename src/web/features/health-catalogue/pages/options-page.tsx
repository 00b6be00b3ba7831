import { ArrowRight } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { plansOf } from '@/domain/catalogue/catalogue';
import { PROVIDERS } from '@/domain/catalogue/providers';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { CataloguePage } from '../components/catalogue-page';
import { CompareCallout } from '../components/compare-callout';
import { ProviderCard } from '../components/provider-card';
import { PROVIDER_PAGES } from '../provider-pages';

export const meta: MetaFunction = () => [
  { title: 'Health Plans | Diaspora Hub' },
  {
    name: 'description',
    content: 'Health plans from five Nigerian providers for your relatives at home, priced in USD and NGN.',
  },
];

/** The five providers in the catalogue's order, each leading to its plans page. */
export default function OptionsPage() {
  return (
    <CataloguePage
      documentForVisitors
      title="Health plans"
      intro="Choose a provider to see its plans. Prices are per person per year, in US dollars and naira."
      headerExtra={
        <p className="text-ink-muted">
          Already have a hospital in mind?{' '}
          <Link to={paths.healthcareHospitals} className="font-medium text-brand-700 underline">
            Find a hospital
          </Link>{' '}
          and see which plans cover it.
        </p>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PROVIDERS.map((provider) => (
          <li key={provider.id}>
            <ProviderCard
              provider={provider}
              planCount={plansOf(provider.id).length}
              action={
                <Button asChild className="w-full">
                  <Link to={PROVIDER_PAGES[provider.id]}>
                    View Plans
                    <span className="sr-only"> from {provider.name}</span>
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <CompareCallout />
    </CataloguePage>
  );
}
