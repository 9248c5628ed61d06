import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A scrollable region must be focusable to be scrolled from the keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
      // React Router's idiom: a loader or action throws the Response (redirect, 404) it answers with.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      // React ignores what an event handler returns, so an async onClick/onSubmit is not a lost promise.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // An async function without await is how a callback meets a Promise-returning signature here
      // (route params, test doubles, the dev server's getBuild); the rule flags only those.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Feature boundaries (ARCHITECTURE.md): a feature imports app/lib, app/ui, app/db, its own files,
    // and another feature only through that feature's index.ts (browser-safe) or index.server.ts.
    // Shared infrastructure (app/lib) imports no feature.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.flatMap((target) =>
              features
                .filter((from) => from !== target)
                .map((from) => ({
                  target: `./app/features/${target}`,
                  from: `./app/features/${from}`,
                  except: ['./index.ts', './index.server.ts'],
                  message: `Import the ${from} feature through ~/features/${from} (index.ts) or ~/features/${from}/index.server.`,
                })),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['app/{lib,ui,db}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['lib', 'ui', 'db'].map((layer) => ({
            target: `./app/${layer}`,
            from: './app/features',
            message: `app/${layer} is shared by the features and imports none of them.`,
          })),
        },
      ],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'server.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Node runs the server's TypeScript itself, without a build step or a loader (docs/decisions/035):
    // relative imports name their file, there is no `~` alias, and only syntax Node can strip.
    files: ['server.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(?!.*\\.tsx?$)',
              message: 'Node resolves no extension: name the file, e.g. ./request-guards.ts.',
            },
            { regex: '^~/', message: 'Node knows no `~` alias: use a relative path.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Node cannot strip an enum: use a union.' },
        {
          selector: 'TSParameterProperty',
          message: 'Node cannot strip a parameter property: declare the field.',
        },
        {
          selector: "TSModuleDeclaration[kind='namespace']",
          message: 'Node cannot strip a namespace: use a module.',
        },
      ],
    },
  },
  {
    // Tests read answers with Response.json(), typed `any` by the DOM library, and check their
    // shape with expect(); the no-unsafe rules would ask for a cast on every line of that.
    files: ['**/*.test.{ts,tsx}', '**/*.test-support.ts', 'tests/**/*.ts', 'server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
)
