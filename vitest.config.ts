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
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
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
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
