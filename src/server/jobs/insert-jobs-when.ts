import { sql, type Placeholder, type SQL, type Subquery } from 'drizzle-orm';
import { JOB_SCHEMA } from './job-schema';

/**
 * Queues jobs as one part of a larger statement (a data-modifying CTE, like insertJsonRowsWhen): one job on `queue`
 * per element of `rows` (a JSON array of the jobs' data), written only when `when` has a row. The order's own
 * insert queues its confirmation mail this way, so placing an order stays one round trip without a transaction
 * (docs/decisions/020, 036).
 *
 * The row is the one pg-boss 10's send() writes for a job with no options of its own, with our constructor's
 * defaults (none): each setting comes from the queue, else pg-boss's fallback. insert-jobs-when.test.ts compares the
 * two rows column by column, so an upgrade of pg-boss that changes them fails there first.
 */
export function insertJobsWhen(queue: string, rows: Placeholder, when: Subquery): SQL {
  return jobsInsert(queue, sql`${rows}`, sql`exists (select 1 from ${when})`);
}

/**
 * The same jobs as a statement of their own in the caller's transaction, for a caller holding no pg-boss (a
 * partner's webhook events, queued by whichever module makes the change: modules/partner-webhooks/partner-events.ts).
 */
export function insertJobs(queue: string, rows: readonly object[]): SQL {
  return jobsInsert(queue, sql`${JSON.stringify(rows)}`, sql`true`);
}

function jobsInsert(queue: string, rows: SQL, condition: SQL): SQL {
  const schema = sql.identifier(JOB_SCHEMA);
  return sql`insert into ${schema}.job (name, data, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, dead_letter, policy)
    select q.name, job.data,
      coalesce(q.expire_seconds * interval '1s', interval '15 minutes'),
      now() + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
      coalesce(q.retry_limit, 2),
      case when coalesce(q.retry_backoff, false) then greatest(q.retry_delay, 1) else coalesce(q.retry_delay, 0) end,
      coalesce(q.retry_backoff, false),
      q.dead_letter,
      q.policy
    from jsonb_array_elements(${rows}::jsonb) as job(data)
    join ${schema}.queue q on q.name = ${queue}
    where ${condition}`;
}
