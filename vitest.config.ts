import { defineConfig } from 'vitest/config';

// Three projects: pure units, integration against a real PostgreSQL, and web components in happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/arch/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'test/support/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // One worker runs many files, importing the code once (ADR 0067: 50 -> 12 CPU seconds).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          // Each file still makes its own app on its own database; only the imports are shared (ADR 0067).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Workers and their window serve many files; fresh-modules.ts gives each file a clean start (ADR 0067).
          isolate: false,
          setupFiles: ['web/test/fresh-modules.ts', 'web/test/setup.ts'],
        },
      },
    ],
  },
});
