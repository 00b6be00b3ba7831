import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { rootKeys } from '@/web/api/root-keys';
import { paths } from '@/web/config/paths';
import { api, unwrap } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format-date-time';

function useOverdueEnrolments() {
  return useQuery({
    queryKey: [...rootKeys.admin, 'enrolments', 'overdue'],
    queryFn: async () => (await unwrap(api.admin.enrolments.overdue.$get())).enrolments,
  });
}

/**
 * The console's flag on enrolments a health provider has left pending past 2 working days (issue 33 point 2):
 * how many, and each with its provider, person and order, so an admin can chase the provider.
 */
export function OverdueEnrolments() {
  const overdue = useOverdueEnrolments();
  if (!overdue.data) return null;
  const count = overdue.data.length;
  if (count === 0) {
    return (
      <p className="text-ink-muted">No enrolment is waiting on a provider for more than 2 working days.</p>
    );
  }
  return (
    <section
      aria-labelledby="overdue-enrolments-title"
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-4 text-danger-800"
    >
      <h2 id="overdue-enrolments-title" className="text-lg font-semibold">
        {count} {count === 1 ? 'enrolment is' : 'enrolments are'} overdue
      </h2>
      <p>
        Pending with the provider for more than 2 working days. Chase the provider, or act for it from its
        portal.
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {overdue.data.map((each) => (
          <li key={each.id}>
            {each.providerName}: {each.firstName || 'a person'} on{' '}
            <Link to={paths.adminOrder(each.orderId)} className="font-semibold underline underline-offset-4">
              {each.orderReference}
            </Link>
            , waiting since {formatDateTime(each.createdAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
