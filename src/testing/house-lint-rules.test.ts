import { describe, expect, it } from 'vitest';
import { lintMessages } from './lint-text';

const testCode = (path: string) =>
  `Unexpected path "${path}" imported in restricted zone. Production code never imports test code (src/testing, e2e).`;

describe('the house rules, as lint', { timeout: 60_000 }, () => {
  it('refuse test code in anything that ships, and allow it in tests and fixtures', async () => {
    const testingImport = "import { makeUser } from '../../testing/factories';\nexport const x = makeUser;\n";
    const rule = 'import-x/no-restricted-paths';
    expect(await lintMessages('src/server/modules/zz-lint-probe.ts', testingImport, rule)).toEqual([
      testCode('../../testing/factories'),
    ]);
    expect(
      await lintMessages(
        'src/web/lib/zz-lint-probe.ts',
        "import { test } from '../../../e2e/fixtures';\nexport const x = test;\n",
        rule,
      ),
    ).toEqual([testCode('../../../e2e/fixtures')]);
    expect(await lintMessages('src/server/modules/zz-lint-probe.test.ts', testingImport, rule)).toEqual([]);
    expect(await lintMessages('src/server/modules/zz-lint-probe.fixtures.ts', testingImport, rule)).toEqual(
      [],
    );
  });

  it('let src/domain import zod and itself only', async () => {
    const probe = (code: string) =>
      lintMessages('src/domain/zz-lint-probe.ts', code, 'no-restricted-imports');
    expect(await probe("import { clsx } from 'clsx';\nexport const x = clsx;\n")).toEqual([
      "'clsx' import is restricted from being used by a pattern. src/domain imports only zod and itself.",
    ]);
    expect(
      await probe(
        "import { z } from 'zod';\nimport { money } from './money';\nimport { p } from '@/domain/property/property';\nexport const x = [z, money, p];\n",
      ),
    ).toEqual([]);
  });

  it('keep src/i18n to intl-messageformat, src/domain and itself, and out of the server and the web', async () => {
    const probe = (code: string) => lintMessages('src/i18n/zz-lint-probe.ts', code, 'no-restricted-imports');
    expect(await probe("import { clsx } from 'clsx';\nexport const x = clsx;\n")).toEqual([
      "'clsx' import is restricted from being used by a pattern. src/i18n imports only intl-messageformat, src/domain and itself.",
    ]);
    expect(
      await probe(
        "import { IntlMessageFormat } from 'intl-messageformat';\nimport { LANGUAGES } from '../domain/languages';\nexport const x = [IntlMessageFormat, LANGUAGES];\n",
      ),
    ).toEqual([]);
    expect(
      await lintMessages(
        'src/i18n/zz-lint-probe.ts',
        "import { escapeHtml } from '../server/mail/escape-html';\nexport const x = escapeHtml;\n",
        'import-x/no-restricted-paths',
      ),
    ).toEqual([
      'Unexpected path "../server/mail/escape-html" imported in restricted zone. src/i18n is shared by the server and the web: it imports neither.',
    ]);
  });

  it("want every cache write in the web app through a query's typed options", async () => {
    const probe = (write: string) =>
      lintMessages(
        'src/web/features/zz-lint-probe.ts',
        `import { QueryClient } from '@tanstack/react-query';\nconst queryClient = new QueryClient();\n${write}\n`,
        'no-restricted-syntax',
      );
    const typed =
      "Write the cache through the query's options: setQueryData(getXQueryOptions(...).queryKey, data).";
    expect(await probe("queryClient.setQueryData(orderKeys.detail('1'), order);")).toEqual([typed]);
    expect(await probe('queryClient.setQueryData(key, order);')).toEqual([typed]);
    expect(await probe("queryClient.getQueryData(orderKeys.detail('1'));")).toEqual([typed]);
    expect(await probe('queryClient.setQueriesData({ queryKey: orderKeys.all }, order);')).toEqual([
      "setQueriesData cannot check the data's type: write each query through its options' queryKey.",
    ]);
    expect(await probe("queryClient.setQueryData(getOrderQueryOptions('1').queryKey, order);")).toEqual([]);
  });

  it('want kebab-case file names', async () => {
    const code = 'export const x = 1;\n';
    expect(await lintMessages('src/server/OrderStatus.ts', code, 'house/kebab-case-file-names')).toEqual([
      "'OrderStatus.ts' is not kebab-case: lower-case words joined by hyphens.",
    ]);
    expect(
      await lintMessages('src/server/order_status.ts', code, 'house/kebab-case-file-names'),
    ).toHaveLength(1);
    expect(
      await lintMessages('src/server/order-status.service.test.ts', code, 'house/kebab-case-file-names'),
    ).toEqual([]);
  });

  it('want browser tests to open pages by the path builder', async () => {
    const probe = (open: string) =>
      lintMessages(
        'e2e/zz-lint-probe.spec.ts',
        `import type { Page } from '@playwright/test';\nimport { paths } from '../src/web/config/paths';\nexport const open = (page: Page, id: string) => ${open};\n`,
        'no-restricted-syntax',
      );
    const builder = 'Open a page by its path builder: page.goto(paths.x(...)) (src/web/config/paths.ts).';
    expect(await probe("page.goto('/home')")).toEqual([builder]);
    expect(await probe('page.goto(`/property/${id}`)')).toEqual([builder]);
    expect(await probe('page.goto(paths.property(id))')).toEqual([]);
    expect(await probe('page.goto(`${paths.realEstate}?search=${id}`)')).toEqual([]);
  });
});
