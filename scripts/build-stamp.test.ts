import { describe, expect, it } from 'vitest';
import { hashedFiles } from './build-stamp.js';

describe('the build stamp', () => {
  const files = hashedFiles().map((file) => file.replaceAll('\\', '/'));

  it('hashes every step of the build, so editing one alone rebuilds on the next start', () => {
    for (const step of [
      'scripts/build.ts',
      'scripts/build-document-entry.ts',
      'scripts/build-page-renderers.ts',
      'scripts/defer-hydration.ts',
      'scripts/standalone-vite-build.ts',
      'scripts/compress-client.ts',
    ])
      expect(files).toContain(step);
  });

  it('leaves out what the build does not read: tests and benchmarks', () => {
    expect(files.filter((file) => /\.test\.tsx?$|^scripts\/bench/.test(file))).toEqual([]);
    expect(files).toContain('src/web/root.tsx');
  });
});
