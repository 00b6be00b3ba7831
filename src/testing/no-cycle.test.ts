import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintMessages } from './lint-text';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// A cycle needs two files on disk: the linted one (given as text) imports a real file that imports it back.
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(ROOT, 'src/server/lint-cycle-'));
  await writeFile(path.join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('import cycles', () => {
  it('are refused by lint', async () => {
    const file = path.relative(ROOT, path.join(folder, 'a.ts'));
    const code = "import { b } from './b';\nexport const a = () => b;\n";
    await writeFile(path.join(ROOT, file), code);
    expect(await lintMessages(file, code, 'import-x/no-cycle')).toEqual(['Dependency cycle detected']);
  }, 60_000);
});
