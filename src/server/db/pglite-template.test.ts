import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { copyTemplateIfNew } from './pglite-template';
import { appSettings } from './schema';

let root: string;
let template: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dh-template-'));
  template = path.join(root, 'template');
  // Made the way the build makes it (scripts/build-server.ts): initdb and migrations, then a clean close.
  const database = await openDatabase({ kind: 'pglite', dataDir: template });
  await database.migrate();
  await database.close();
});
afterAll(() => rm(root, { recursive: true, force: true }));

it('a new data directory starts as a copy of the template, already migrated', async () => {
  const dataDir = path.join(root, 'new');
  await mkdir(path.join(dataDir, 'outbox'), { recursive: true });
  expect(copyTemplateIfNew(dataDir, template)).toBe(true);
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    // Our tables are there before this open migrated anything.
    expect(await database.db.$count(appSettings)).toBe(0);
    await database.migrate();
  } finally {
    await database.close();
  }
});

it('leaves a directory that holds a database alone, and does nothing without a template', async () => {
  const dataDir = path.join(root, 'existing');
  await mkdir(dataDir);
  await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n');
  expect(copyTemplateIfNew(dataDir, template)).toBe(false);
  expect(existsSync(path.join(dataDir, 'base'))).toBe(false);
  expect(copyTemplateIfNew(path.join(root, 'other'), path.join(root, 'no-template'))).toBe(false);
});
