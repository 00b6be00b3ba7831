import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { runMigrations } from '../../testing/run-migrations';

// Found by its name: the migration is renumbered when it is merged.
const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: Array<{ tag: string }> };
const CLAIM_LINK_LASTS = journal.entries.findIndex((entry) => entry.tag.endsWith('_claim_link_lasts'));

const APPLICATION = '00000000-0000-4000-8000-0000000000a1';
const link = (n: number) => `00000000-0000-4000-8000-00000000001${n}`;

it('gives a claim made through a link before it the link that was live for its address when it was made', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await runMigrations(client, 0, CLAIM_LINK_LASTS);
    await client.exec(`
      insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.com');
      insert into funeral_plans (id, plan_type, coverage_amount_usd, coverage_amount_ngn, monthly_price_usd,
          monthly_price_ngn, underwriter, min_entry_age, max_entry_age)
        values ('00000000-0000-4000-8000-0000000000f1', 'member_nucleus', 1, 1, 1, 1, 'U', 18, 65);
      insert into funeral_applications (id, reference, user_id, plan_id, plan_type, coverage_amount_usd,
          coverage_amount_ngn, monthly_price_usd, monthly_price_ngn, idempotency_key, status)
        values ('${APPLICATION}', 'FA1', 'u1', '00000000-0000-4000-8000-0000000000f1', 'member_nucleus', 1, 1, 1, 1,
          'k', 'approved');
      -- The first link, replaced on 5 March by the second; the contact's (no e-mail) on 10 March.
      insert into funeral_claim_links (id, application_id, user_id, token_hash, email, expires_at, revoked_at,
          created_at) values
        ('${link(1)}', '${APPLICATION}', 'u1', 'h1', 'heir@example.com', '2026-03-15', '2026-03-05', '2026-03-01'),
        ('${link(2)}', '${APPLICATION}', 'u1', 'h2', 'heir@example.com', '2026-03-19', '2026-03-10', '2026-03-05'),
        ('${link(3)}', '${APPLICATION}', 'u1', 'h3', '', '2026-03-24', null, '2026-03-10');
    `);
    const claims = [
      ['CL1', 'covered-0', 'beneficiary', 'heir@example.com', '2026-03-02', 'rejected'],
      ['CL2', 'covered-1', 'beneficiary', 'heir@example.com', '2026-03-06', 'submitted'],
      ['CL3', 'principal', 'beneficiary', '', '2026-03-11', 'submitted'],
      ['CL4', 'covered-2', 'holder', null, '2026-03-11', 'submitted'],
      // After the live link's 14 days: none was live for it.
      ['CL5', 'covered-3', 'beneficiary', 'heir@example.com', '2026-03-25', 'submitted'],
    ];
    for (const [reference, person, by, email, at, status] of claims)
      await client.query(
        `insert into funeral_claims (reference, application_id, person_key, date_of_death, cause, amount_usd,
           amount_ngn, submitted_by, beneficiary_email, status, idempotency_key, created_at)
         values ($1, '${APPLICATION}', $2, '2026-03-01', 'accidental', 1, 1, $3, $4, $5, $1, $6)`,
        [reference, person, by, email, status, at],
      );
    await runMigrations(client, CLAIM_LINK_LASTS, CLAIM_LINK_LASTS + 1);
    const { rows } = await client.query<{ reference: string; link: string | null }>(
      `select reference, claim_link_id as link from funeral_claims order by reference`,
    );
    expect(rows).toEqual([
      { reference: 'CL1', link: link(1) },
      { reference: 'CL2', link: link(2) },
      { reference: 'CL3', link: link(3) },
      { reference: 'CL4', link: null },
      { reference: 'CL5', link: null },
    ]);
  } finally {
    await client.close();
  }
});
