import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
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
)
