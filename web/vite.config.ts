import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { toBlogPost } from './src/features/blog/blog-markdown.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// Also extended by the root vitest.config.ts (web project), which resolves its globs from the repository
// root; so the web root only applies outside vitest.
export default defineConfig({
  root: process.env.VITEST ? undefined : webRoot,
  plugins: [react(), blogPosts()],
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

/** Turns web/content/blog/*.md into modules exporting the rendered post, so markdown is parsed at build time. */
function blogPosts(): Plugin {
  const contentDir = fileURLToPath(new URL('./content/blog/', import.meta.url));
  return {
    name: 'numberyard-blog-posts',
    async load(id) {
      if (!id.startsWith(contentDir) || !id.endsWith('.md')) return null;
      const post = toBlogPost(id, await readFile(id, 'utf8'));
      return `export default ${JSON.stringify(post)};`;
    },
  };
}
