import type { MetaFunction } from 'react-router';
import { formatCalendarDate } from '@/domain/calendar-date';
import { AdminPage } from '../../components/admin-page';
import { LoadingBlocks, QueryView } from '../../components/query-states';
import { useAdminPremiums } from '../api/admin-premiums';
import { ArrearsList, LapsesList, PremiumsDueList } from '../components/premium-lists';

export const meta: MetaFunction = () => [{ title: 'Funeral premiums | Diaspora Hub admin' }];

/** Premiums due and overdue, arrears and lapses coming (issue 27 point 7, decision 065). */
export default function PremiumsPage() {
  const premiums = useAdminPremiums();
  return (
    <AdminPage
      title="Funeral premiums"
      description="What funeral covers owe, read from each cover's premiums today. Open an application to record a transfer."
    >
      <QueryView
        query={premiums}
        pending={<LoadingBlocks label="Loading premiums" blocks={['h-32', 'h-32', 'h-32']} />}
        failed="Could not load premiums"
      >
        {(data) => (
          <div className="flex flex-col gap-5">
            <p className="text-ink-muted">As of {formatCalendarDate(data.today)}.</p>
            <PremiumsDueList list={data.due} />
            <ArrearsList list={data.arrears} />
            <LapsesList list={data.lapses} />
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}
