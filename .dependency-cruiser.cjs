/**
 * The import boundaries of ADR 033, checked in CI (`npm run check:boundaries`): a server module
 * uses another only through its public file, layers never import upward, web features never
 * import each other.
 */
const server = '^apps/server/src/';
const tests = '\\.test\\.tsx?$|^apps/server/src/test/|^apps/web/src/test/';

module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment:
        "A module may import another module's public.ts only; the rest of a module is private.",
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/`, pathNot: tests },
      to: {
        path: `${server}modules/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/public\\.ts$`],
      },
    },
    {
      name: 'platform-upward',
      comment: 'platform/ is infrastructure under the plugins and modules: it imports neither.',
      severity: 'error',
      from: { path: `${server}platform/`, pathNot: tests },
      to: { path: `${server}(modules|plugins|seed)/|${server}(app|main|start)\\.ts$` },
    },
    {
      name: 'plugins-upward',
      comment:
        'Plugins sit under the modules: app.ts wires a module into a plugin, not the plugin.',
      severity: 'error',
      from: { path: `${server}plugins/`, pathNot: tests },
      to: { path: `${server}(modules|seed)/|${server}(app|main|start)\\.ts$` },
    },
    {
      name: 'db-upward',
      comment: 'db/ (schema, migrations, engines) imports only itself and the domain.',
      severity: 'error',
      from: { path: `${server}db/`, pathNot: tests },
      to: { path: `${server}(platform|plugins|modules|seed)/|${server}(app|main|start)\\.ts$` },
    },
    {
      name: 'module-cycle',
      comment: 'No import cycles among the files of the modules (type imports included).',
      severity: 'error',
      from: { path: `${server}modules/`, pathNot: tests },
      to: { circular: true, path: `${server}modules/` },
    },
    {
      name: 'production-imports-tests',
      comment: 'Test helpers never ship.',
      severity: 'error',
      from: { pathNot: tests },
      to: { path: tests },
    },
    {
      name: 'domain-imports-apps',
      comment: 'packages/domain is shared by server and web and depends on neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-sideways',
      comment: 'A web feature never imports another feature; a route module composes them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: tests },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-upward',
      comment: 'Shared web code (components, lib) never imports a feature or the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: tests },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The browser talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: 'node_modules|/dist/' },
  },
};
