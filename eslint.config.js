// One lint configuration for every workspace: typescript-eslint's recommended rules plus React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-aria-components',
              message:
                "Import the component's own entry (react-aria-components/Button): the barrel is a shared singleton of ~290 kB gzip, a subpath brings only what is used.",
            },
          ],
        },
      ],
    },
  },
  {
    // Applications get react-aria through the kit, so one copy of it (inside the ui-kit singleton) runs.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-aria-components', 'react-aria-components/*', 'react-aria', 'react-aria/*'],
              message: 'Use @accrue/ui-kit.',
            },
          ],
        },
      ],
    },
  },
);
