import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { openDatabase, type Database } from './db/client';
import { user } from './db/schema';
import { createLogger } from './logger';

const lines: string[] = [];
const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
const person = { name: 'Chiamaka Nwosu-Eze', email: 'chiamaka.nwosu@example.com' };

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
beforeAll(async () => {
  fresh = await freshDatabase();
  database = await openDatabase(fresh.config);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

describe('the log', () => {
  it('keeps the code and constraint of a database error but none of the personal data in it', async () => {
    const { db } = database;
    await db.insert(user).values({ id: randomUUID(), ...person });
    const error: unknown = await db
      .insert(user)
      .values({ id: randomUUID(), ...person })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    lines.length = 0;

    logger.error({ err: error }, 'unhandled error');

    const log = lines.join('');
    expect(log).not.toMatch(/Chiamaka|Nwosu|chiamaka\.nwosu@example\.com/i);
    const entry = JSON.parse(log) as {
      err: { message: string; stack: string; cause: Record<string, unknown> };
    };
    expect(entry.err.message).toMatch(/^Failed query: insert into "user"/);
    expect(entry.err.stack).toMatch(/\n\s+at /);
    expect(entry.err.cause).toMatchObject({ code: '23505', constraint: 'user_email_unique', table: 'user' });
  });

  it('drops the value a database message quotes', async () => {
    const error: unknown = await database.db.execute(sql`select ${person.name}::uuid`).then(
      () => null,
      (caught: unknown) => caught,
    );
    lines.length = 0;
    logger.error({ err: error }, 'unhandled error');
    expect(lines.join('')).not.toContain('Chiamaka');
    expect(lines.join('')).toContain('"code":"22P02"');
  });

  it('writes no email address that a message quotes', () => {
    lines.length = 0;
    logger.info(`Sign-up attempt for existing email: ${person.email}`);
    expect(lines.join('')).not.toContain(person.email);
    expect(lines.join('')).toContain('Sign-up attempt for existing email: [email]');
  });

  it("cuts the parameters from a query error's message logged as text, as better-auth does", () => {
    lines.length = 0;
    logger.error(`Failed query: update "user" set "name" = $1 where "id" = $2\nparams: ${person.name},u1`);
    expect(lines.join('')).not.toContain('Chiamaka');
    expect(lines.join('')).toContain('Failed query: update');
  });
});
