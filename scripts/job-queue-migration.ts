/**
 * Prints pg-boss's schema as a Drizzle migration: `npx tsx scripts/job-queue-migration.ts > <migration>.sql`
 * after `npx drizzle-kit generate --custom`. The job queue's tables then come with our migrations (one lock, one
 * template, both databases) and pg-boss starts with `migrate: false` (docs/decisions/036-durable-jobs-on-pg-boss.md).
 * On a pg-boss upgrade, print `getMigrationPlans` the same way into a new migration.
 *
 * pg-boss wraps its plan in BEGIN … COMMIT under an advisory lock; the migrator already runs each migration in a
 * transaction under its own lock, so both are dropped. PGlite runs one statement per query, so the statements
 * are split with Drizzle's breakpoints, never inside a $$-quoted function body.
 */
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from '../src/server/jobs/job-schema';

function statementsOf(plan: string): string[] {
  const body = plan
    .replace(/^\s*BEGIN;\s*/, '')
    .replace(/\s*COMMIT;\s*$/, '')
    .replace(/SET LOCAL [^;]+;\s*/g, '')
    .replace(/SELECT pg_advisory_xact_lock\([\s\S]*?\n\s*\);\s*/, '');
  const statements: string[] = [];
  let current = '';
  let quoted = false;
  for (const part of body.split(/(\$\$|;)/)) {
    if (part === '$$') quoted = !quoted;
    if (part === ';' && !quoted) {
      if (current.trim()) statements.push(current.trim());
      current = '';
      continue;
    }
    current += part;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

const header = `-- pg-boss ${JOB_SCHEMA} schema, printed by scripts/job-queue-migration.ts: do not edit by hand.\n`;
process.stdout.write(
  header +
    statementsOf(PgBoss.getConstructionPlans(JOB_SCHEMA)).join(';\n--> statement-breakpoint\n') +
    ';\n',
);
