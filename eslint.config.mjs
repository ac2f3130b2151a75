import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['mfe-ads', 'mfe-account', 'mfe-business', 'mfe-admin', 'mfe-payments'];

/** A remote never imports another remote (ARCHITECTURE §2): what two remotes share lives in shared-ui or contracts. */
const remoteBoundaries = remotes.map((remote) => ({
  files: [`${remote}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: remotes
              .filter((other) => other !== remote)
              .flatMap((other) => [`@sokoni/${other}`, `@sokoni/${other}/*`, `**/${other}/**`, `mfe_${other.slice(4)}/*`]),
            message: 'A remote must not import another remote; move shared code to shared-ui or contracts.',
          },
          {
            group: ['@sokoni/shell', '@sokoni/shell/*', '**/shell/src/**', '@sokoni/api', '@sokoni/api/*', '@sokoni/bff', '@sokoni/bff/*'],
            message: 'Remotes reach the shell only through shared-ui, and the servers only over HTTP.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', '**/*.cjs', '**/*.mjs', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...remoteBoundaries,
);
