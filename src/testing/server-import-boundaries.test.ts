import { describe, expect, it } from 'vitest';
import { lintMessages } from './lint-text';

const face = "Outside a server module, import only its face, the module's index.ts.";
const fence = 'src/server/db, http, mail, jobs and storage do not import modules';

/** A throw-away file at `file` imports `from`; `errors` are the boundary messages expected, in order. */
const cases = [
  {
    name: 'stops a module reaching into another',
    file: 'src/server/modules/support/zz-lint-probe.ts',
    from: '../notifications/notifications.service',
    errors: [face],
  },
  {
    name: "lets a module use another's face",
    file: 'src/server/modules/support/zz-lint-probe.ts',
    from: '../notifications',
    errors: [],
  },
  {
    name: 'lets a module use its own insides',
    file: 'src/server/modules/support/zz-lint-probe.ts',
    from: './support.service',
    errors: [],
  },
  {
    name: "lets a module's tests reach into another module",
    file: 'src/server/modules/support/zz-lint-probe.test.ts',
    from: '../notifications/notifications.repo',
    errors: [],
  },
  {
    name: "lets a module's fixtures reach into another module",
    file: 'src/server/modules/support/zz-lint-probe.fixtures.ts',
    from: '../notifications/notifications.repo',
    errors: [],
  },
  {
    name: 'stops app.ts and main.ts reaching into a module',
    file: 'src/server/zz-lint-probe.ts',
    from: './modules/orders/coverage-sweep.job',
    errors: [face],
  },
  {
    name: "lets app.ts and main.ts use a module's face",
    file: 'src/server/zz-lint-probe.ts',
    from: './modules/orders',
    errors: [],
  },
  {
    name: "lets env.ts read a module's settings file (*.config.ts) without loading the module",
    file: 'src/server/zz-lint-probe.ts',
    from: './modules/payments/payments.config',
    errors: [],
  },
  {
    name: 'stops the CLI reaching into a module',
    file: 'src/server/cli/zz-lint-probe.ts',
    from: '../modules/accounts/create-admin.service',
    errors: [face],
  },
  {
    name: 'stops a script reaching into a module',
    file: 'scripts/zz-lint-probe.ts',
    from: '../src/server/modules/hospitals/hospitals.repo',
    errors: [face],
  },
  {
    name: "lets a script use a module's face",
    file: 'scripts/zz-lint-probe.ts',
    from: '../src/server/modules/hospitals',
    errors: [],
  },
  {
    name: 'lets src/testing reach into a module',
    file: 'src/testing/zz-lint-probe.ts',
    from: '../server/modules/hospitals/hospitals.repo',
    errors: [],
  },
  ...['db', 'http', 'mail', 'jobs', 'storage'].map((folder) => ({
    name: `fences src/server/${folder} from a module's face`,
    file: `src/server/${folder}/zz-lint-probe.ts`,
    from: '../modules/audit',
    errors: [fence],
  })),
  {
    name: 'fences infrastructure from a module, and from its insides twice',
    file: 'src/server/db/zz-lint-probe.ts',
    from: '../modules/audit/audit.service',
    errors: [face, fence],
  },
  {
    name: "lets infrastructure's tests use modules",
    file: 'src/server/http/zz-lint-probe.test.ts',
    from: '../modules/audit/audit.service',
    errors: [],
  },
  {
    name: 'lets the sample-data seeds (src/server/seed, not db/) use a face',
    file: 'src/server/seed/funeral-plans.seed.ts',
    from: '../modules/funeral',
    errors: [],
  },
  {
    name: "keeps the seeds outside a module's insides",
    file: 'src/server/seed/funeral-plans.seed.ts',
    from: '../modules/funeral/funeral.service',
    errors: [face],
  },
  {
    name: "lets a module's parts (orders' invitations and member cards) use one another",
    file: 'src/server/modules/orders/invitations/zz-lint-probe.ts',
    from: '../member-cards/member-card-token',
    errors: [],
  },
  {
    name: "stops other modules reaching into a module's parts",
    file: 'src/server/modules/funeral/zz-lint-probe.ts',
    from: '../orders/invitations/invitation-links.service',
    errors: [face],
  },
  {
    name: "lets funeral take payments' card charge rule from its face",
    file: 'src/server/modules/funeral/zz-lint-probe.ts',
    from: '../payments',
    errors: [],
  },
  {
    name: "stops funeral taking payments' parts past its face",
    file: 'src/server/modules/funeral/zz-lint-probe.ts',
    from: '../payments/card-charge',
    errors: [face],
  },
];

describe('server import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(cases)('$name', async ({ file, from, errors }) => {
    const code = `export * as probe from '${from}';\n`;
    const messages = await lintMessages(file, code, 'import-x/no-restricted-paths');
    expect(messages).toEqual(errors.map((error) => expect.stringContaining(error)));
  });
});
