import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { createTestApp } from '../../../testing/test-app';
import { createTestClient } from '../../../testing/test-client';
import { checkReadiness } from './readiness';

describe('readiness', () => {
  it('is 200 while the database answers and has run every migration', async ({ visitor }) => {
    const response = await visitor.fetch('/api/health/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: 'up', pendingMigrations: 0 });
  });

  it('is 503 while a migration of this build has not run', async ({ visitor, testApp }) => {
    const { executeSql } = testApp.runtime.database;
    const { rows } = await executeSql(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text as created_at',
      [],
    );
    const [newest] = rows as Array<{ id: number; hash: string; created_at: string }>;
    expect(newest).toBeDefined();
    try {
      const response = await visitor.fetch('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({
        error: { code: 'unavailable', message: 'Database migrations are pending' },
      });
      // Liveness does not look at migrations.
      expect((await visitor.fetch('/api/health')).status).toBe(200);
    } finally {
      if (newest) {
        await executeSql(
          'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
          [newest.id, newest.hash, newest.created_at],
        );
      }
    }
    expect((await visitor.fetch('/api/health/ready')).status).toBe(200);
  });

  it('is 503 once the database is closed', async () => {
    const own = await createTestApp();
    await own.runtime.database.close();
    try {
      const response = await createTestClient(own).fetch('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        error: { code: 'unavailable', message: 'The database is unavailable' },
      });
    } finally {
      await own.close();
    }
  });

  it('takes a database that does not answer in time for one that is down', async () => {
    const hanging = new Promise<never>(() => {});
    await expect(
      checkReadiness({ ping: () => hanging, pendingMigrations: () => Promise.resolve(0) }, 20),
    ).resolves.toEqual({ ready: false, reason: 'database_down' });
    await expect(
      checkReadiness({ ping: () => Promise.resolve(), pendingMigrations: () => hanging }, 20),
    ).resolves.toEqual({ ready: false, reason: 'database_down' });
    await expect(
      checkReadiness({ ping: () => Promise.resolve(), pendingMigrations: () => Promise.resolve(2) }, 20),
    ).resolves.toEqual({ ready: false, reason: 'migrations_pending', pending: 2 });
  });
});
