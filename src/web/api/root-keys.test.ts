import { describe, expect, it } from 'vitest';
import { lintMessages } from '@/testing/lint-text';

const keyErrors = (code: string) =>
  lintMessages('src/web/features/home/api/lint-probe.ts', code, 'no-restricted-syntax');

describe('query keys start from their root (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses a key written out as strings', async () => {
    const errors = await keyErrors(
      "export const options = { queryKey: ['notifications'] };\n" +
        "export const mutation = { mutationKey: ['orders', 'create'] as const };\n" +
        "export const featuredKeys = { all: ['real-estate', 'featured'] as const };\n",
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('rootKeys');
  });

  it('accepts keys built from a root', async () => {
    const errors = await keyErrors(
      "import { rootKeys } from '@/web/api/root-keys';\n" +
        "export const featuredKeys = { all: [...rootKeys.realEstate, 'featured'] as const };\n" +
        'export const options = { queryKey: featuredKeys.all };\n',
    );
    expect(errors).toEqual([]);
  });
});
