import type { MetaFunction } from 'react-router';
import type { ReconciliationView } from '@/domain/reconciliation/reconciliation-admin';
import { AdminPage } from '../../components/admin-page';
import { LIST_ROWS, LoadingBlocks, QueryView } from '../../components/query-states';
import { useReconciliation } from '../api/admin-reconciliation';
import { ExactMatches } from '../components/exact-matches';
import { NearMatches } from '../components/near-matches';
import { StatementUploadForm } from '../components/statement-upload-form';
import { UnmatchedCredits } from '../components/unmatched-credits';

export const meta: MetaFunction = () => [{ title: 'Bank statements | Diaspora Hub admin' }];

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title} ({count})
      </h2>
      {children}
    </section>
  );
}

function Lists({ view }: { view: ReconciliationView }) {
  return (
    <div className="flex flex-col gap-8">
      <Section id="exact-title" title="Exact matches" count={view.exact.length}>
        <ExactMatches rows={view.exact} />
      </Section>
      <Section id="near-title" title="Near matches" count={view.near.length}>
        <NearMatches rows={view.near} />
      </Section>
      <Section id="unmatched-title" title="Unmatched credits" count={view.unmatched.length}>
        <UnmatchedCredits rows={view.unmatched} />
      </Section>
      {view.more > 0 && (
        <p className="text-ink-muted">{view.more} more credits show once these are decided.</p>
      )}
    </div>
  );
}

export default function ReconciliationPage() {
  const lists = useReconciliation();
  return (
    <AdminPage
      title="Bank statements"
      description="Upload the bank's statement and the server matches each credit to the order, application fee or funeral premium it pays. Confirm exact matches together, decide near ones one by one, and clear the unmatched queue."
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <section className="self-start rounded-xl border border-line bg-surface p-4">
          <StatementUploadForm />
        </section>
        <QueryView
          query={lists}
          pending={<LoadingBlocks label="Loading bank credits" blocks={LIST_ROWS} />}
          failed="Could not load bank credits"
        >
          {(data) => <Lists view={data} />}
        </QueryView>
      </div>
    </AdminPage>
  );
}
