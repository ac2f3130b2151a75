import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module boundaries by Nx project tags (each package.json's `nx.tags`; see ARCHITECTURE.md): a project may
 * import only the projects whose `type:` tag its own type allows. A remote never imports another remote or the shell;
 * the front end reaches the servers only over HTTP; contracts import nothing of ours.
 */
const ALLOWED_DEPENDENCIES = {
  'type:contracts': [],
  'type:kernel': ['type:contracts'],
  'type:remote': ['type:kernel', 'type:contracts'],
  'type:host': ['type:kernel', 'type:contracts'],
  'type:server-kit': ['type:contracts'],
  'type:server': ['type:server-kit', 'type:contracts'],
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
 * Redux Toolkit and react-redux run inside shared-ui only (tools/webpack/federation.cjs does not share them): a
 * remote or the shell that imported one would fetch a copy of its own (and a react-redux of its own would not see
 * the page's store). Types cost nothing and stay allowed.
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
        paths: [
          '@reduxjs/toolkit',
          '@reduxjs/toolkit/query',
          '@reduxjs/toolkit/query/react',
          'react-redux',
        ].map((name) => ({
          name,
          allowTypeImports: true,
          message:
            'Take it from @sokoni/shared-ui (Redux Toolkit and react-redux are bundled there, not shared).',
        })),
      },
    ],
  },
};

/**
 * shared-ui's two shared entries (tools/webpack/federation.cjs). `@sokoni/shared-ui/widgets` (src/widgets and
 * src/messaging) reaches the rest of shared-ui through `@sokoni/shared-ui`, never a relative path: whichever
 * container's copy of the widgets a page runs, they use the page's one store, api and theme. The main entry never
 * imports a widget, or they would be back in every visitor's first download.
 * (A later config replaces the rule's options, so the project's boundaries are repeated here.)
 */
const sharedUi = projects.find((project) => project.folder === 'shared-ui');
const sharedUiEntries = [
  {
    files: ['shared-ui/src/widgets/**/*.{ts,tsx}', 'shared-ui/src/messaging/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaryPatterns(sharedUi),
            {
              regex: '^\\.\\.(?:$|/(?!messaging$))',
              message:
                'The widgets import the rest of shared-ui from @sokoni/shared-ui (see eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: [
      'shared-ui/src/widgets/**',
      'shared-ui/src/messaging/**',
      'shared-ui/src/standalone/**',
      'shared-ui/src/test/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundaryPatterns(sharedUi),
            {
              group: [
                '**/widgets',
                '**/widgets/**',
                '**/messaging',
                '**/messaging/**',
                '@sokoni/shared-ui/widgets',
                '@sokoni/shared-ui/pagination',
              ],
              message:
                'The main entry of shared-ui does not import @sokoni/shared-ui/widgets (see eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
];

/**
 * The api's layers (api/README.md): routes are thin and only `app.ts` mounts them, so the domain modules that
 * routes call never import a route module; demo and reference data are for start-up and the command line only.
 * (A later config replaces the rule's options, so the project's boundaries are repeated here.)
 */
const api = projects.find((project) => project.folder === 'api');
/** The query builder's entry points: a route calling one of them holds SQL. */
const KYSELY_CALLS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'transaction',
  'selectNoFrom',
];
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
    // Routes are thin: they read the request, call the domain module and shape the answer. The SQL and the
    // transactions are in the domain modules (api/src/<domain>/), never in a route file.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'SQL belongs in the domain modules, not in routes.' }],
          patterns: [
            ...boundaryPatterns(api),
            {
              group: ['**/seed', '**/seed/**'],
              message: 'Only start-up and the command line use the seed data.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${KYSELY_CALLS.join('|')})$/]`,
          message: 'SQL belongs in the domain modules (api/src/<domain>/), not in routes.',
        },
      ],
    },
  },
];

/**
 * The Node scripts of the tooling (start, tests, benches, build plugins, configs): linted with Node's globals, read
 * from the Node that runs ESLint so no list needs keeping up to date. CommonJS files also get `__dirname` and
 * `__filename`. `nx run tools:lint` (part of `npm run lint` and of `npm test`) lints them.
 */
const nodeGlobals = Object.fromEntries(
  Object.getOwnPropertyNames(globalThis)
    .filter((name) => /^[A-Za-z]/.test(name))
    .map((name) => [name, 'readonly']),
);
const nodeScripts = [
  {
    files: ['**/*.{mjs,cjs}'],
    languageOptions: { ecmaVersion: 'latest', globals: nodeGlobals },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Benches and browser tests hand functions to the page (`page.evaluate`): those run in the browser.
    files: ['tools/bench/**/*.mjs', 'e2e/**/*.mjs'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        location: 'readonly',
        sessionStorage: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { __dirname: 'readonly', __filename: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', 'data/**'],
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
  ...nodeScripts,
  ...moduleBoundaries,
  reduxInsideKernel,
  ...sharedUiEntries,
  ...apiLayers,
);
