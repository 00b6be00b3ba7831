import { describe, expect, it } from 'vitest';
import { lintMessages } from '@/testing/lint-text';

const boundaryErrors = (filePath: string, code: string) =>
  lintMessages(filePath, code, 'import-x/no-restricted-paths');

describe('web import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('stops an admin sub-feature importing a sibling', async () => {
    const errors = await boundaryErrors(
      'src/web/features/admin/orders/lint-probe.ts',
      "export { useAdminFuneralPlans } from '../funeral/api/admin-funeral-plans';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Admin sub-features do not import each other')]);
  });

  it("lets an admin sub-feature use the console's shared parts", async () => {
    const errors = await boundaryErrors(
      'src/web/features/admin/orders/lint-probe.ts',
      "export { AdminPage } from '../components/admin-page';\nexport { useAdminList } from '../api/use-admin-list';\n",
    );
    expect(errors).toEqual([]);
  });

  it("stops the console's shared parts depending on a sub-feature", async () => {
    const errors = await boundaryErrors(
      'src/web/features/admin/components/lint-probe.ts',
      "export { useAdminOrders } from '../orders/api/admin-orders';\n",
    );
    expect(errors).toEqual([expect.stringContaining('shared parts must not depend on its sub-features')]);
  });

  it('stops a web feature importing another', async () => {
    const errors = await boundaryErrors(
      'src/web/features/home/lint-probe.ts',
      "export { useAdminOrders } from '../admin/orders/api/admin-orders';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Web features do not import each other')]);
  });

  it('stops the shared data in web/api depending on a feature', async () => {
    const errors = await boundaryErrors(
      'src/web/api/lint-probe.ts',
      "export { getPropertyQueryOptions } from '../features/real-estate/api/properties';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared web code must not depend on features')]);
  });
});
