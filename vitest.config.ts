import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the two-core machines the suite runs on, which
    // left a core idle through the unit tests (45 s against 30 s with two).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/i18n/**/*.test.ts',
            'src/web/**/*.test.ts',
            'src/testing/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          // Components rendered into a DOM and driven as a user would (Testing Library); the .ts unit tests keep
          // the node environment, which starts faster.
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/dom-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database, a copy of the run's migrated template; two at a time fits the
          // two-core machines.
          maxWorkers: 2,
          // The files of a worker share its modules and its default app (src/testing/api-test.ts), rather than
          // importing and building the whole app again for each of about 110 files.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/testing/api-global-setup.ts'],
          setupFiles: ['src/testing/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
