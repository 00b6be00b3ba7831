import { Hono } from 'hono';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { createTestClient } from '../../testing/test-client';
import { createLogger } from '../logger';
import type { AppEnv } from './app-env';
import { requestLogger } from './request-logger';
import { responseHeaders } from './response-headers';

const lines: Array<Record<string, unknown>> = [];
const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
const it = apiTest({}, { logger });

describe('the request id', () => {
  it('is in the X-Request-Id header and on the request’s log line; a plain one from the client is kept', async ({
    testApp,
  }) => {
    const visitor = createTestClient(testApp);
    lines.length = 0;
    const fresh = await visitor.fetch('/api/health');
    const id = fresh.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId: id, path: '/api/health', status: 200 }),
    );

    const kept = await visitor.fetch('/api/health', { headers: { 'x-request-id': 'lb-trace-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-trace-0001');
    const replaced = await visitor.fetch('/api/health', { headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => JSON.stringify(line).includes('<script>'))).toBe(false);
  });

  it('is on every line written while the request is answered, by whichever logger, and on none after', async () => {
    // A service that logs through the logger it was built with, not the request's.
    const app = new Hono<AppEnv>()
      .use(responseHeaders(false), requestLogger(logger))
      .get('/work', async (c) => {
        logger.info('before the await');
        await new Promise((resolve) => setTimeout(resolve, 1));
        logger.child({ part: 'deep' }).warn('after the await');
        return c.json({ ok: true });
      });
    lines.length = 0;
    const response = await app.request('/work');
    const id = response.headers.get('x-request-id');
    logger.info('outside any request');
    expect(lines.map((line) => [line.msg ?? line.path, line.requestId])).toEqual([
      ['before the await', id],
      ['after the await', id],
      ['/work', id],
      ['outside any request', undefined],
    ]);
  });
});
