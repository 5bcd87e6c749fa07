import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** A miniature project with one deliberately wrong import per rule, and allowed ones beside them. */
const FIXTURE: Record<string, string> = {
  'src/shared/money.ts': 'export const cents = 1;\n',
  'src/platform/db/orm.ts': 'export const orm = 1;\n',
  'src/platform/config.ts': 'export const config = 1;\n',
  'src/modules/catalog/index.ts': "export * from './domain/plan.ts';\n",
  'src/modules/catalog/domain/plan.ts': 'export const plan = 1;\n',
  'src/modules/basket/domain/rule.ts': 'export const rule = 1;\n',
  'src/modules/basket/domain/allowed.ts': "import './rule.ts';\nimport '../../../shared/money.ts';\n",
  'src/modules/basket/domain/uses-orm.ts': "import '../../../platform/db/orm.ts';\n",
  'src/modules/basket/domain/uses-other-module.ts': "import '../../catalog/index.ts';\n",
  'src/modules/basket/app/through-index.ts': "import '../../catalog/index.ts';\n",
  'src/modules/basket/app/into-internals.ts': "import '../../catalog/domain/plan.ts';\n",
  'src/modules/basket/adapters/db/repository.ts': 'export const repository = 1;\n',
  'src/modules/basket/app/uses-adapter.ts': "import '../adapters/db/repository.ts';\n",
  'src/modules/basket/index.ts': "import './adapters/db/repository.ts';\n",
  'src/modules/basket/testing/fake-clock.ts': 'export const fakeClock = 1;\n',
  'src/modules/basket/domain/rule.test.ts':
    "import '../testing/fake-clock.ts';\nimport '../../catalog/index.ts';\n",
  'src/platform/uses-module.ts': "import '../modules/catalog/index.ts';\n",
  'src/shared/impure.ts': "import '../platform/config.ts';\n",
  'web/src/allowed.ts': "import '../../src/shared/money.ts';\n",
  'web/src/server-import.ts': "import '../../src/platform/config.ts';\n",
  'web/src/features/search/search-form.tsx': 'export const form = 1;\n',
  'web/src/features/basket/uses-search.tsx': "import '../search/search-form.tsx';\n",
  'web/src/features/basket/own-parts.tsx': "import './uses-search.tsx';\n",
  'web/src/ui/knows-feature.tsx': "import '../features/search/search-form.tsx';\n",
  'web/src/ui/knows-feature.test.tsx': "import '../features/search/search-form.tsx';\n",
  'web/src/app/page.tsx': "import '../features/search/search-form.tsx';\nimport '../ui/knows-feature.tsx';\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: { allowImportingTsExtensions: true, noEmit: true, module: 'nodenext', jsx: 'react-jsx' },
  }),
};

let violations: Array<{ rule: string; from: string }>;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'boundaries-'));
  for (const [file, content] of Object.entries(FIXTURE)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  const depcruise = path.join(ROOT, 'node_modules/.bin/depcruise');
  const config = path.join(ROOT, '.dependency-cruiser.cjs');
  const result = await run(depcruise, ['--config', config, '--output-type', 'json', 'src', 'web/src'], {
    cwd: dir,
  }).catch((error: { stdout: string }) => error);
  const report = JSON.parse(result.stdout);
  violations = report.summary.violations.map((v: { rule: { name: string }; from: string }) => ({
    rule: v.rule.name,
    from: v.from,
  }));
}, 60_000);

const flagged = (from: string) => violations.filter((v) => v.from === from).map((v) => v.rule);

describe('the boundary check', () => {
  it('fails when a domain folder imports infrastructure', () => {
    expect(flagged('src/modules/basket/domain/uses-orm.ts')).toContain(
      'domain-imports-only-shared-and-own-domain',
    );
  });

  it('fails when a domain folder imports another module, even through its index', () => {
    expect(flagged('src/modules/basket/domain/uses-other-module.ts')).toContain(
      'domain-imports-only-shared-and-own-domain',
    );
  });

  it('fails when a module reaches into another module other than through index.ts', () => {
    expect(flagged('src/modules/basket/app/into-internals.ts')).toContain('modules-meet-through-index');
  });

  it('fails when web code imports server code other than src/shared', () => {
    expect(flagged('web/src/server-import.ts')).toContain('web-imports-no-server-code');
  });

  it('fails when the shared kernel imports platform code', () => {
    expect(flagged('src/shared/impure.ts')).toContain('shared-kernel-is-pure');
  });

  it('fails when a use case imports its own module adapters', () => {
    expect(flagged('src/modules/basket/app/uses-adapter.ts')).toContain('app-imports-no-adapters');
  });

  it('fails when platform code imports a module', () => {
    expect(flagged('src/platform/uses-module.ts')).toContain('platform-knows-no-module');
  });

  it('fails when a web feature imports another feature', () => {
    expect(flagged('web/src/features/basket/uses-search.tsx')).toContain('web-features-stay-apart');
  });

  it('fails when the UI kit imports a feature', () => {
    expect(flagged('web/src/ui/knows-feature.tsx')).toContain('web-kit-knows-no-feature');
  });

  it('allows own-domain and shared imports, index imports across modules, and shared imports from web', () => {
    for (const file of [
      'src/modules/basket/domain/allowed.ts',
      'src/modules/basket/app/through-index.ts',
      'src/modules/basket/index.ts',
      'src/modules/basket/domain/rule.test.ts',
      'web/src/allowed.ts',
      'web/src/features/basket/own-parts.tsx',
      'web/src/ui/knows-feature.test.tsx',
      'web/src/app/page.tsx',
    ]) {
      expect(flagged(file)).toEqual([]);
    }
  });

  it('proves every rule of the configuration fires on the fixture', async () => {
    const { default: config } = await import(path.join(ROOT, '.dependency-cruiser.cjs'));
    const fired = new Set(violations.map((v) => v.rule));
    for (const rule of config.forbidden as Array<{ name: string }>) expect(fired).toContain(rule.name);
  });
});
