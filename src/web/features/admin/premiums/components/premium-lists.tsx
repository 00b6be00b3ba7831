import type { ReactNode } from 'react';
import type { AdminPremiumsView } from '@/domain/funeral/admin-premiums';
import { formatCalendarDate } from '@/domain/calendar-date';
import { formatNgn } from '@/domain/money';
import { Badge } from '@/web/components/ui/badge';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { AdminRow } from '../../components/admin-row';

type ListOf<K extends 'due' | 'arrears' | 'lapses'> = AdminPremiumsView[K];

/** One list: its rows, a line when it is empty, and how many rows it leaves out. */
function PremiumList<Row extends { applicationId: string }>({
  title,
  description,
  list,
  empty,
  row,
  rowKey,
}: {
  title: string;
  description: string;
  list: { rows: Row[]; more: number };
  empty: string;
  row: (row: Row) => ReactNode;
  rowKey: (row: Row) => string;
}) {
  return (
    <SectionCard title={title} description={description} contentClassName="flex flex-col gap-3">
      {list.rows.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-3">
          {list.rows.map((item) => (
            <li key={rowKey(item)}>{row(item)}</li>
          ))}
        </ul>
      )}
      {list.more > 0 && <p className="text-ink-muted">And {list.more} more, later in date order.</p>}
    </SectionCard>
  );
}

const holderOf = (holder: string | null) => holder ?? 'Name removed';
const applicationPath = (id: string) => paths.adminApplication('funeral', id);

export function PremiumsDueList({ list }: { list: ListOf<'due'> }) {
  return (
    <PremiumList
      title="Premiums due and overdue"
      description="Unpaid premiums due in the next 7 days or before, oldest first. Record a transfer on the application's page."
      list={list}
      empty="No premium is due in the next 7 days, and none is overdue."
      rowKey={(premium) => premium.reference}
      row={(premium) => (
        <AdminRow
          to={applicationPath(premium.applicationId)}
          title={premium.applicationReference}
          badge={premium.overdue ? <Badge variant="destructive">Overdue</Badge> : undefined}
          details={
            <>
              <span>{holderOf(premium.holder)}</span>
              <span>
                Premium <span className="font-mono">{premium.reference}</span>:{' '}
                <span className="font-semibold text-ink">{formatNgn(premium.amountNgn)}</span>
              </span>
              <span>Due {formatCalendarDate(premium.dueOn)}</span>
            </>
          }
        />
      )}
    />
  );
}

export function ArrearsList({ list }: { list: ListOf<'arrears'> }) {
  return (
    <PremiumList
      title="Arrears"
      description="Covers in grace, or lapsed and still reinstatable, with the premiums they owe, longest unpaid first."
      list={list}
      empty="No cover is in arrears."
      rowKey={(arrears) => arrears.applicationId}
      row={(arrears) => (
        <AdminRow
          to={applicationPath(arrears.applicationId)}
          title={arrears.applicationReference}
          details={
            <>
              <span>{holderOf(arrears.holder)}</span>
              <span>
                {arrears.premiums === 1 ? '1 premium' : `${arrears.premiums} premiums`}:{' '}
                <span className="font-semibold text-ink">{formatNgn(arrears.amountNgn)}</span>
              </span>
              <span>Unpaid since {formatCalendarDate(arrears.unpaidSince)}</span>
            </>
          }
        />
      )}
    />
  );
}

export function LapsesList({ list }: { list: ListOf<'lapses'> }) {
  return (
    <PremiumList
      title="Lapses in the next 7 days"
      description="Covers in grace whose cover ends unless the premium is paid, soonest first."
      list={list}
      empty="No cover lapses in the next 7 days."
      rowKey={(lapse) => lapse.applicationId}
      row={(lapse) => (
        <AdminRow
          to={applicationPath(lapse.applicationId)}
          title={lapse.applicationReference}
          details={
            <>
              <span>{holderOf(lapse.holder)}</span>
              <span className="font-semibold text-ink">Lapses on {formatCalendarDate(lapse.lapsesOn)}</span>
            </>
          }
        />
      )}
    />
  );
}
