import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { compressClient } from '../../scripts/compress-client';
import type { AppDeps } from '../server/app';
import { createTestApp, type TestApp } from './test-app';

/** A small web build in a temporary folder: `files` by path, precompressed by the build's own step. */
export async function writeWebBuild(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dh-client-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  await compressClient(dir);
  return dir;
}

/**
 * For a test file: the app serving a web build made by `makeBuild` before its tests, both gone after them, with
 * `config` over the test app's. Returns a GET on that app.
 */
export function serveWebBuild(makeBuild: () => Promise<string>, config: Partial<AppDeps['config']> = {}) {
  let testApp: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await makeBuild();
    testApp = await createTestApp({ ...config, clientDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(clientDir, { recursive: true, force: true });
  });
  return (url: string, headers: Record<string, string> = {}) => testApp.app.request(url, { headers });
}
