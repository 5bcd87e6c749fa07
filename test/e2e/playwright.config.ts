import path from 'node:path';
import { defineConfig } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
// One data folder per port, so two runs on different ports (E2E_PORT, E2E_PG_PORT) never share a database.
const DATA_DIR = `.data/e2e-${PORT}`;

/**
 * Drives the built app in Debian's Chromium (never a downloaded browser). The server runs on its
 * own embedded PostgreSQL under .data/e2e-<port>, made fresh and seeded with the demo logins each run.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(ROOT, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // Regular search results are revealed 3 s after the search starts (spec 2), on top of the answer itself.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh database every run, so journeys that change users (MFA, passwords) start from the demo data.
    command: `rm -rf ${DATA_DIR} && node src/main.ts`,
    cwd: ROOT,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATA_DIR,
      EMBEDDED_PG_PORT: String(process.env.E2E_PG_PORT ?? 54349),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
