import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { kebabCaseFileNames } from './eslint/kebab-case-file-names.js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = folders('./src/web/features');
/** The console's shared parts; every other folder of features/admin is a sub-feature. */
const adminShared = ['api', 'components'];
const adminSubFeatures = folders('./src/web/features/admin').filter((name) => !adminShared.includes(name));

const serverModules = folders('./src/server/modules');

const domainFolders = folders('./src/domain');
/**
 * The domain folders each web feature may import (docs/architecture.md, "The import rules"). The top-level
 * `src/domain/*.ts` rules (money, calendar-date, phone-number...) are open to every feature; a domain folder not
 * listed, or added later, is closed until its row names it.
 */
// prettier-ignore
const featureDomains = {
  'account-deletion': ['accounts'],
  admin:              ['accounts', 'applications', 'audit', 'catalogue', 'dashboard', 'funeral', 'fx', 'orders', 'partners', 'payments', 'property', 'reconciliation', 'support'],
  auth:               ['accounts', 'catalogue'],
  funeral:            ['accounts', 'applications', 'funeral', 'fx', 'orders', 'payments'],
  'health-catalogue': ['catalogue', 'fx'],
  help:               ['accounts', 'limits', 'property', 'site'],
  home:               [],
  legal:              ['site'],
  marketing:          ['site'],
  onboarding:         [],
  orders:             ['catalogue', 'orders'],
  partners:           ['applications', 'funeral', 'partners', 'property'],
  profile:            ['accounts'],
  'real-estate':      ['accounts', 'applications', 'orders', 'property'],
  support:            ['support'],
};
const unmapped = features.filter((feature) => !(feature in featureDomains));
if (unmapped.length > 0)
  throw new Error(`eslint.config.js: give ${unmapped.join(', ')} a row in featureDomains.`);

/** A module's face: the one file of it that code outside the module may import. */
const moduleFace = '**/src/server/modules/*/index.ts';
const onlyTheFace = "Outside a server module, import only its face, the module's index.ts.";
/**
 * A module's settings (`*.config.ts`: types and constants, no imports of the module's code): src/server/env.ts
 * parses the environment into them, and must not load the whole module to do so.
 */
const moduleSettings = '**/src/server/modules/*/*.config.ts';
/** The house's one-way imports (ARCHITECTURE.md, "Rules of the house"). */
const boundaries = [
  {
    target: './src/domain',
    from: ['./src/server', './src/web'],
    message: 'src/domain is pure: it imports nothing of ours.',
  },
  {
    // Tests share the factories and fixtures of src/testing; nothing that ships ever imports test code.
    target: [
      './src/domain/**/!(*.test).ts',
      './src/server/**/!(*.test|*.fixtures).ts',
      './src/web/**/!(*.test).{ts,tsx}',
    ],
    from: ['./src/testing', './e2e'],
    message: 'Production code never imports test code (src/testing, e2e).',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
  {
    // The relative's words (docs/decisions/069) are shared by the server's pages and the web app alike.
    target: './src/i18n',
    from: ['./src/server', './src/web'],
    message: 'src/i18n is shared by the server and the web: it imports neither.',
  },
  {
    target: ['./src/web/api', './src/web/components', './src/web/lib', './src/web/config'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code must not depend on features or the app shell.',
  },
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Web features do not import each other; web/app composes them.',
  })),
  ...adminSubFeatures.map((sub) => ({
    target: `./src/web/features/admin/${sub}`,
    from: './src/web/features/admin',
    except: [`./${sub}`, ...adminShared.map((shared) => `./${shared}`)],
    message: 'Admin sub-features do not import each other; they share only admin/api and admin/components.',
  })),
  {
    target: adminShared.map((shared) => `./src/web/features/admin/${shared}`),
    from: adminSubFeatures.map((sub) => `./src/web/features/admin/${sub}`),
    message: "The console's shared parts must not depend on its sub-features.",
  },
  { target: './src/web/features', from: './src/web/app', message: 'Features do not import the app shell.' },
  ...Object.entries(featureDomains).map(([feature, allowed]) => ({
    target: `./src/web/features/${feature}`,
    from: domainFolders
      .filter((domain) => !allowed.includes(domain))
      .map((domain) => `./src/domain/${domain}`),
    message: `Web feature '${feature}' imports only these src/domain folders: ${allowed.join(', ') || 'none'}; the top-level src/domain/*.ts rules are open to all (featureDomains).`,
  })),
  // A module's insides are its own; everything outside it, other modules included, goes through its face, its
  // index.ts: the routes factory app.ts mounts and the services others may call (docs/decisions/024). Tests and
  // src/testing may reach further to set up their data.
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}/**/!(*.test|*.fixtures).ts`,
    from: './src/server/modules/**',
    except: [`**/src/server/modules/${module}/**`, moduleFace],
    message: onlyTheFace,
  })),
  {
    target: [
      './src/server/!(*.test|*.fixtures).ts',
      './src/server/!(modules)/**/!(*.test|*.fixtures).ts',
      './scripts/**/!(*.test).ts',
    ],
    from: './src/server/modules/**',
    except: [moduleFace, moduleSettings],
    message: onlyTheFace,
  },
];

/** Infrastructure serves the modules; it never imports them (issue 29). */
const infrastructureFence = {
  target: ['db', 'http', 'mail', 'jobs', 'storage'].map(
    (folder) => `./src/server/${folder}/**/!(*.test|*.fixtures).ts`,
  ),
  from: './src/server/modules',
  message: 'src/server/db, http, mail, jobs and storage do not import modules: modules build on them.',
};

export default tseslint.config(
  {
    ignores: [
      'build',
      '.react-router',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x parses no TypeScript file it follows, so `no-cycle` saw no imports and never fired.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, infrastructureFence] }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only src/server/env.ts reads the environment.' },
      ],
    },
  },
  {
    // The web may know the server only as a type: `import type { AppType }`.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '**/server/*'],
              allowTypeImports: true,
              message: 'Import only types from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // A query key is written once: every key starts from its resource's root in web/api/root-keys.ts.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/api/root-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name=/^(queryKey|mutationKey)$/] ArrayExpression[elements.0.type='Literal']",
          "VariableDeclarator[id.name=/Keys?$/] ArrayExpression[elements.0.type='Literal']",
        ].map((selector) => ({
          selector,
          message:
            'Start a query or mutation key from its root: [...rootKeys.x, ...] (web/api/root-keys.ts).',
        })),
        // A cache write names its query's options, whose key is tagged with the query's data type, so one view's
        // shape cannot be written into another's cache (docs/decisions/053).
        {
          selector:
            "CallExpression[callee.property.name=/^(setQueryData|getQueryData)$/]:not([arguments.0.property.name='queryKey'])",
          message:
            "Write the cache through the query's options: setQueryData(getXQueryOptions(...).queryKey, data).",
        },
        {
          selector: "CallExpression[callee.property.name='setQueriesData']",
          message:
            "setQueriesData cannot check the data's type: write each query through its options' queryKey.",
        },
      ],
    },
  },
  {
    // The domain is rules and schemas that both the server and the web run: zod and itself, nothing else.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(?:/|$)|\\.{1,2}/|@/domain/)',
              message: 'src/domain imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // The message catalogues run on the server and in the browser: intl-messageformat, src/domain and themselves.
    files: ['src/i18n/**/*.ts'],
    ignores: ['src/i18n/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!intl-messageformat$|\\.{1,2}/|@/(domain|i18n)/)',
              message: 'src/i18n imports only intl-messageformat, src/domain and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { house: { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    rules: { 'house/kebab-case-file-names': 'error' },
  },
  {
    files: ['src/server/env.ts', 'src/testing/**', 'e2e/**', '*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // A browser test opens a page by the app's own path builder (src/web/config/paths.ts, checked against the
    // route table), so a renamed route fails typecheck and the paths unit test, not forty specs at run time.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='goto'] > Literal.arguments:first-child[value=/^\\//]",
          "CallExpression[callee.property.name='goto'] > TemplateLiteral.arguments:first-child[quasis.0.value.raw=/^\\//]",
        ].map((selector) => ({
          selector,
          message: 'Open a page by its path builder: page.goto(paths.x(...)) (src/web/config/paths.ts).',
        })),
      ],
    },
  },
);
