import fs from 'node:fs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedDestination, createLogger, LOG_FLUSH_MS } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

const REQUESTS = 200;
const logFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'dh-log-')), 'out.log');
const linesIn = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('the log destination', () => {
  it('writes the lines of requests that come one after another in a few batches, not one write each', async () => {
    const file = logFile();
    const write = vi.spyOn(fs, 'write');
    const logger = createLogger('info', batchedDestination(file));
    for (let request = 0; request < REQUESTS; request++) {
      logger.info({ requestId: `r-${request}`, method: 'GET', path: '/api/properties', status: 200, ms: 3 });
      await nextTurn();
    }
    await sleep(LOG_FLUSH_MS * 3);
    expect(linesIn(file)).toHaveLength(REQUESTS);
    expect(write.mock.calls.length).toBeLessThan(REQUESTS / 10);
  });

  it('writes a lone line within the flush interval', async () => {
    const file = logFile();
    createLogger('info', batchedDestination(file)).info('listening');
    await sleep(LOG_FLUSH_MS * 3);
    expect(linesIn(file)).toEqual([expect.stringContaining('"msg":"listening"')]);
  });
});
