/**
 * Architecture boundaries (ARCHITECTURE.md), checked by `make test`:
 * - domain code imports only src/shared and its own module's domain (its tests may import more);
 * - a module's app/ (use cases) never imports its adapters/: they meet in the module's index.ts;
 * - a module reaches another module only through that module's index.ts;
 * - src/shared is pure (no platform, modules or node_modules with I/O);
 * - web/ imports no server code except src/shared.
 * test/arch/boundaries.test.ts proves each rule fails on a deliberately wrong import.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-shared-and-own-domain',
      comment:
        'A domain folder may import src/shared and its own module domain, nothing else (no ORM, no HTTP, no other module).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^src/shared/', '^src/modules/$1/domain/'],
      },
    },
    {
      name: 'app-imports-no-adapters',
      comment:
        'Use cases depend on ports; the adapters that implement them are plugged in by the module index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/app/' },
      to: { path: '^src/modules/$1/adapters/' },
    },
    {
      name: 'modules-meet-through-index',
      comment: 'Another module is reached only through its index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-kernel-is-pure',
      comment:
        'src/shared is imported by the browser too: it may only import itself, zod and safe-regex2 (a pure check, ADR 0029).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { pathNot: ['^src/shared/', '^node_modules/zod/', '^node_modules/safe-regex2/'] },
    },
    {
      name: 'web-imports-no-server-code',
      comment: 'The web app may use src/shared, never server code.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(src|scripts|migrations)/', pathNot: '^src/shared/' },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'A web feature never imports another feature; a page in web/src/app composes them.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-kit-knows-no-feature',
      comment: 'The UI kit and the API client are used by features and the app, never the other way round.',
      severity: 'error',
      from: { path: '^web/src/(ui|api)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/(app|features)/' },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'Platform code is infrastructure; modules plug into it from the composition root.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.d\\.ts$', 'node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
