import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import globals from 'globals';
import prettier from 'eslint-config-prettier/flat';

// Core must stay pure: no DOM, Node, Electron or Vue. These imports and globals are refused there.
const coreForbiddenImports = [
  'vue',
  'vue-*',
  'pinia',
  'electron',
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'child_process',
  '@vue/*',
  '../renderer/*',
  '../electron/*',
];
const coreForbiddenGlobals = ['window', 'document', 'navigator', 'localStorage', 'process', 'require', 'Buffer', '__dirname'].map(
  (name) => ({
    name,
    message: 'core/ is pure TypeScript: no DOM or Node globals.',
  }),
);

export default tseslint.config(
  {
    ignores: ['node_modules/', 'out/', 'dist/', 'dist-web/', 'release/', 'test-results/', 'playwright-report/', 'coverage/', '.tmp-prof/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: coreForbiddenImports.map((group) => ({
            group: [group],
            message: 'core/ is pure TypeScript: no DOM, Node, Electron or Vue.',
          })),
        },
      ],
      'no-restricted-globals': ['error', ...coreForbiddenGlobals],
    },
  },
  // Layout is the formatter's (Prettier, checked by `npm run lint`): the stylistic rules that would fight it are off.
  prettier,
);
