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

function boundaryPatterns(project) {
  const forbidden = projects.filter(
    (other) => other !== project && !ALLOWED_DEPENDENCIES[project.type].includes(other.type),
  );
  return forbidden.map((other) => ({
    group: importPatterns(other),
    message: `${project.name} (${project.type}) may not import ${other.name} (${other.type}): see ALLOWED_DEPENDENCIES in eslint.config.mjs and ARCHITECTURE.md.`,
  }));
}

const moduleBoundaries = projects.map((project) => ({
  files: [`${project.folder}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(project) }] },
}));

/**
 * Redux Toolkit runs inside shared-ui only (tools/webpack/federation.cjs does not share it): a remote or the shell
 * that imported it would fetch a copy of its own. Types cost nothing and stay allowed.
 */
const reduxInsideKernel = {
  files: projects
    .filter((project) => project.type === 'type:remote' || project.type === 'type:host')
    .map((project) => `${project.folder}/src/**/*.{ts,tsx}`),
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
          name,
          allowTypeImports: true,
          message: 'Take it from @sokoni/shared-ui (Redux Toolkit is bundled there, not shared).',
        })),
      },
    ],
  },
};

/**
 * The api's layers (api/README.md): routes are thin and only `app.ts` mounts them, so the domain modules that
 * routes call never import a route module; demo and reference data are for start-up and the command line only.
 * (A later config replaces the rule's options, so the project's boundaries are repeated here.)
 */
const api = projects.find((project) => project.folder === 'api');
const apiLayers = [
  {
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/app.ts',
      'api/src/routes/**',
      'api/src/seed/**',
      'api/src/startup.ts',
      'api/src/cli.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaryPatterns(api),
            {
              group: ['**/routes', '**/routes/**'],
              message: 'Domain modules do not import routes: move what both need into the domain module.',
            },
            {
              group: ['**/seed', '**/seed/**'],
              message: 'Only start-up and the command line use the seed data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaryPatterns(api),
            {
              group: ['**/seed', '**/seed/**'],
              message: 'Only start-up and the command line use the seed data.',
            },
          ],
        },
      ],
    },
  },
];

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
  reduxInsideKernel,
  ...apiLayers,
);
