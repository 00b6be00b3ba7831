import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../testing/api-test';
import { user } from './db/schema';
import { createLogger } from './logger';

const lines: string[] = [];
const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
const person = { name: 'Chiamaka Nwosu-Eze', email: 'chiamaka.nwosu@example.com' };

describe('the log', () => {
  it('keeps the code and constraint of a database error but none of the personal data in it', async ({
    db,
  }) => {
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

  it('drops the value a database message quotes', async ({ db }) => {
    const error: unknown = await db.execute(sql`select ${person.name}::uuid`).then(
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

describe('credentials in the log', () => {
  it('are redacted at the top, one level down, and in a logged request, without changing what was logged', () => {
    const request = {
      method: 'POST',
      headers: { cookie: 'session=s3cr3t', authorization: 'Bearer t0ken', accept: '*/*' },
    };
    const body = { email: 'someone@example.com', password: 'hunter2-long' };
    lines.length = 0;
    logger.info({ password: 'top-secret-1', body, req: request, count: 2 }, 'signing in');
    const log = lines.join('');
    for (const secret of ['top-secret-1', 'hunter2-long', 's3cr3t', 't0ken'])
      expect(log).not.toContain(secret);
    expect(JSON.parse(log)).toMatchObject({
      password: '[Redacted]',
      body: { password: '[Redacted]' },
      req: { method: 'POST', headers: { cookie: '[Redacted]', authorization: '[Redacted]', accept: '*/*' } },
      count: 2,
    });
    expect(body.password).toBe('hunter2-long');
    expect(request.headers.cookie).toBe('session=s3cr3t');
  });

  it('leaves an entry without credentials as it is', () => {
    lines.length = 0;
    logger.info({ method: 'GET', path: '/api/properties', status: 200 });
    expect(JSON.parse(lines.join(''))).toMatchObject({ method: 'GET', path: '/api/properties', status: 200 });
  });
});
