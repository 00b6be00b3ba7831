import { describe, expect, it } from 'vitest';
import { lintMessages } from '@/testing/lint-text';

/** A throw-away file at `file` exports `code`; `error` is the boundary message expected, or none. */
const cases = [
  {
    name: 'stops an admin sub-feature importing a sibling',
    file: 'src/web/features/admin/orders/lint-probe.ts',
    code: "export { useAdminFuneralPlans } from '../funeral/api/admin-funeral-plans';",
    error: 'Admin sub-features do not import each other',
  },
  {
    name: "lets an admin sub-feature use the console's shared parts",
    file: 'src/web/features/admin/orders/lint-probe.ts',
    code: "export { AdminPage } from '../components/admin-page';\nexport { useAdminList } from '../api/use-admin-list';",
    error: null,
  },
  {
    name: "stops the console's shared parts depending on a sub-feature",
    file: 'src/web/features/admin/components/lint-probe.ts',
    code: "export { useAdminOrders } from '../orders/api/admin-orders';",
    error: 'shared parts must not depend on its sub-features',
  },
  {
    name: 'stops a web feature importing another',
    file: 'src/web/features/home/lint-probe.ts',
    code: "export { useAdminOrders } from '../admin/orders/api/admin-orders';",
    error: 'Web features do not import each other',
  },
  {
    name: 'stops the shared data in web/api depending on a feature',
    file: 'src/web/api/lint-probe.ts',
    code: "export { getPropertyQueryOptions } from '../features/real-estate/api/properties';",
    error: 'Shared web code must not depend on features',
  },
  {
    name: 'stops a feature importing a domain folder its featureDomains row does not name',
    file: 'src/web/features/profile/lint-probe.ts',
    code: "export { FuneralClaimSchema } from '@/domain/funeral/funeral-claim.schema';",
    error: "Web feature 'profile' imports only these src/domain folders: accounts;",
  },
  {
    name: 'stops it through a relative path too',
    file: 'src/web/features/orders/components/lint-probe.ts',
    code: "export { viewingStatusText } from '../../../../domain/property/viewing';",
    error: "Web feature 'orders' imports only these src/domain folders: catalogue, orders;",
  },
  {
    name: 'lets a feature import the domain folders its row names and the top-level rules',
    file: 'src/web/features/profile/lint-probe.ts',
    code: "export { ProfileSchema } from '@/domain/accounts/profile.schema';\nexport { toMinor } from '@/domain/money';",
    error: null,
  },
  {
    name: 'leaves web/app free to compose every domain',
    file: 'src/web/app/account/lint-probe.ts',
    code: "export { FuneralClaimSchema } from '@/domain/funeral/funeral-claim.schema';",
    error: null,
  },
];

describe('web import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it.each(cases)('$name', async ({ file, code, error }) => {
    const errors = await lintMessages(file, `${code}\n`, 'import-x/no-restricted-paths');
    expect(errors).toEqual(error ? [expect.stringContaining(error)] : []);
  });
});
