/**
 * The layers and the arrows allowed between them (ARCHITECTURE.md draws them). Part of `npm run lint`;
 * electron/tooling/layers.test.ts proves that each forbidden arrow is caught.
 *
 *   core            the rules engine: imports only core (and pure npm packages)
 *   electron/shared the IPC contract and record formats: imports core's public entry only
 *   electron/main   may import shared and core's public entry
 *   electron/preload may import shared only
 *   renderer        may import core's public entry and shared
 *   cli             imports core's public entry only
 *   bench           imports core's public entry, and the renderer's plain modules whose speed it measures
 */
const CORE_ENTRY = '^core/index\\.ts$';
const OUTSIDE_CORE = '^(renderer|electron|cli|bench|scripts|test)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle ties modules that should be separable; break it by moving the shared piece down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'core/ is pure TypeScript: it imports nothing from the app, Node, Electron or Vue.',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.ts$' },
      to: {
        path: [OUTSIDE_CORE, '^node_modules/(vue|pinia|electron|@vue|vue-i18n|vue-router)/'],
      },
    },
    {
      name: 'core-no-node-builtins',
      comment: 'core/ runs in the renderer too: no Node built-in modules.',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-through-its-entry',
      comment: "Outside core, import core's public entry (core/index.ts), never a file in core's folders.",
      severity: 'error',
      from: { path: OUTSIDE_CORE },
      to: { path: '^core/', pathNot: CORE_ENTRY },
    },
    {
      name: 'shared-imports-core-only',
      comment: 'The IPC contract and record formats are shared by main, preload and renderer: they import only core.',
      severity: 'error',
      from: { path: '^electron/shared/' },
      to: { path: '^(renderer|electron/main|electron/preload|cli|bench)/' },
    },
    {
      name: 'preload-imports-shared-only',
      comment: 'The preload exposes the contract: it imports the shared contract and Electron, nothing of the app.',
      severity: 'error',
      from: { path: '^electron/preload/' },
      to: { path: '^(core|renderer|electron/main|cli|bench)/' },
    },
    {
      name: 'main-not-renderer',
      comment: 'The main process knows the renderer only through the IPC contract.',
      severity: 'error',
      from: { path: '^electron/main/' },
      to: { path: '^(renderer|electron/preload|cli|bench)/' },
    },
    {
      name: 'renderer-not-main',
      comment: 'The renderer reaches the machine only through the API the preload exposes.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: ['^(electron/main|electron/preload|cli|bench)/', '^node_modules/electron/'] },
    },
    {
      name: 'renderer-no-node-builtins',
      comment: 'The renderer runs in a sandboxed page: no Node built-in modules.',
      severity: 'error',
      from: { path: '^renderer/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'cli-imports-core-only',
      comment: 'The command line is the engine on a terminal: core and Node, nothing of the app.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^(renderer|electron|bench)/' },
    },
    {
      name: 'bench-no-app-shell',
      comment:
        "Benchmarks measure core and the renderer's plain modules, never the Electron shell or Vue components. The main process's file store and its export and import (electron/main/store, electron/main/transfer.ts) are plain Node that imports no electron: the store bench measures them as the app runs them.",
      severity: 'error',
      from: { path: '^bench/' },
      to: {
        path: ['^(electron/main|electron/preload|cli)/', '^renderer/.*\\.vue$'],
        pathNot: '^electron/main/(store/[^/]+|transfer)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|out|dist|dist-web|release|test-results|playwright-report|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.web.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mts', '.js', '.mjs', '.cjs', '.vue', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
