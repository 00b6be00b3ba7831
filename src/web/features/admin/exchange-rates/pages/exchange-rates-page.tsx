import type { MetaFunction } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { LIST_ROWS, LoadingBlocks, QueryView } from '../../components/query-states';
import { useAdminExchangeRates } from '../api/admin-exchange-rates';
import { RateForm } from '../components/rate-form';
import { RateHistory } from '../components/rate-history';

export const meta: MetaFunction = () => [{ title: 'Exchange rates | Diaspora Hub admin' }];

export default function ExchangeRatesPage() {
  const rates = useAdminExchangeRates();
  return (
    <AdminPage
      title="Exchange rates"
      description="Naira per pound, euro and Canadian dollar, for the catalogue's estimates and orders' 24-hour quotes. A rate is never changed: enter a new one, and the history keeps both."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <section className="rounded-xl border border-line bg-surface p-4">
          <RateForm />
        </section>
        <section aria-labelledby="rate-history-title" className="flex flex-col gap-3">
          <h2 id="rate-history-title" className="text-lg font-semibold text-ink">
            History
          </h2>
          <QueryView
            query={rates}
            pending={<LoadingBlocks label="Loading exchange rates" blocks={LIST_ROWS} />}
            failed="Could not load exchange rates"
          >
            {(data) => <RateHistory rates={data} />}
          </QueryView>
        </section>
      </div>
    </AdminPage>
  );
}
