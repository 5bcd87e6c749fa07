import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// Also extended by the root vitest.config.ts (web project), which resolves its globs from the repository
// root; so the web root only applies outside vitest.
export default defineConfig({
  root: process.env.VITEST ? undefined : webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
