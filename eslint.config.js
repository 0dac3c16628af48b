import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/** DESIGN.md §2: imports flow one way, and each folder keeps to its runtime. */
const noNode = { paths: nodeBuiltins.map((name) => ({ name, message: 'No Node APIs here.' })) };
const folder = (name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `Do not import ${name} here (DESIGN.md §2).`,
});

/** The renderer's imports: no Node, no Electron, no src-main, and any `patterns` more. */
const rendererImports = (...patterns) => [
  'error',
  {
    ...noNode,
    paths: [
      ...noNode.paths,
      { name: 'electron', message: 'The renderer talks through the preload bridge only.' },
    ],
    patterns: [folder('src-main'), ...patterns],
  },
];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'node_modules/**',
      '.tsbuild/**',
      'e2e/artifacts/**',
      'dist/**',
      '.trials/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, sourceType: 'module' } },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts', 'src-shared/**/tests/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...noNode,
          paths: [
            ...noNode.paths,
            ...['electron', 'electron-store', 'conf', 'ws', 'vue', 'pinia', 'three'].map(
              (name) => ({
                name,
                message: 'src-shared runs everywhere: no runtime-specific libraries.',
              }),
            ),
          ],
          patterns: [folder('src-main'), folder('src-renderer')],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'process',
        'require',
        'Buffer',
        'global',
        'navigator',
      ],
    },
  },
  {
    files: ['src-shared/engine/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts', 'src-shared/**/tests/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'The engine draws only from its seeded generator (DESIGN.md §3).',
        },
        {
          object: 'Date',
          property: 'now',
          message: 'The engine never reads the clock (DESIGN.md §3).',
        },
        {
          object: 'performance',
          property: 'now',
          message: 'The engine never reads the clock (DESIGN.md §3).',
        },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,vue}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': rendererImports() },
  },
  {
    // Pure code and state never reach up into the views (issue #16): components use stores and
    // models, not the other way round.
    files: [
      'src-renderer/stores/**/*.ts',
      'src-renderer/model/**/*.ts',
      'src-renderer/scene/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': rendererImports({
        group: ['**/components/**', '*.vue', '**/*.vue'],
        message: 'Stores, models and the scene never import components (issue #16).',
      }),
    },
  },
  {
    files: ['src-main/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: [folder('src-renderer')] }] },
  },
  {
    files: [
      'tools/**/*.ts',
      'e2e/**/*.{ts,js}',
      '*.config.{ts,js}',
      '**/*.test.ts',
      '**/tests/**/*.ts',
      '.ci/**/*.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
