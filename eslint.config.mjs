import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module boundaries by Nx project tags (each package.json's `nx.tags`), ARCHITECTURE.md §2: a project may import
 * only the projects whose `type:` tag its own type allows. A remote never imports another remote or the shell;
 * the front end reaches the servers only over HTTP; contracts import nothing of ours.
 */
const ALLOWED_DEPENDENCIES = {
  'type:contracts': [],
  'type:kernel': ['type:contracts'],
  'type:remote': ['type:kernel', 'type:contracts'],
  'type:host': ['type:kernel', 'type:contracts'],
  'type:server': ['type:contracts'],
  'type:e2e': ['type:contracts'],
};

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));
const projects = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')).workspaces.map(
  (folder) => {
    const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, folder, 'package.json'), 'utf8'));
    const type = (manifest.nx?.tags ?? []).find((tag) => tag.startsWith('type:'));
    if (!(type in ALLOWED_DEPENDENCIES))
      throw new Error(`${folder}/package.json: no known type: tag (${type})`);
    return { folder, name: manifest.name, type };
  },
);

/** How another project's code can be reached: its package name, a relative path into it, its federated name. */
const importPatterns = ({ folder, name, type }) => [
  name,
  `${name}/*`,
  `**/${folder}/src/**`,
  ...(type === 'type:remote' ? [`${folder.replace(/^mfe-/, 'mfe_')}/*`] : []),
];

const moduleBoundaries = projects.map((project) => {
  const forbidden = projects.filter(
    (other) => other !== project && !ALLOWED_DEPENDENCIES[project.type].includes(other.type),
  );
  return {
    files: [`${project.folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((other) => ({
            group: importPatterns(other),
            message: `${project.name} (${project.type}) may not import ${other.name} (${other.type}): see ALLOWED_DEPENDENCIES in eslint.config.mjs and ARCHITECTURE.md.`,
          })),
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/*.cjs',
      '**/*.mjs',
      'data/**',
    ],
  },
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
  ...moduleBoundaries,
);
