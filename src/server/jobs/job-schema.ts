/** The schema holding pg-boss's tables, made by migration 0013 (scripts/job-queue-migration.ts). */
export const JOB_SCHEMA = 'pgboss';
