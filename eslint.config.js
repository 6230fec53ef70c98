import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The three front-end areas never import each other; only src/shared is shared,
// and react-admin / MUI stay inside the back-office (they would bloat the public site).
const heavyUi = ['react-admin', 'ra-*', '@mui/*', '@emotion/*'];
const area = (name, others, extra = []) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...others.map((other) => ({ group: [`**/${other}/**`, `**/${other}`], message: `src/${name} ne doit pas importer src/${other} (seul src/shared est partagé).` })),
          ...extra.map((pkg) => ({ group: [pkg], message: 'react-admin et MUI sont réservés à src/backoffice.' })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', '.tmp/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
  },
  area('shared', ['public-site', 'portal', 'backoffice'], heavyUi),
  area('public-site', ['portal', 'backoffice'], heavyUi),
  area('portal', ['public-site', 'backoffice'], heavyUi),
  area('backoffice', ['public-site', 'portal']),
  {
    // The server renders the public pages through the site's server entry (ssr/renderRequest) and names the
    // page-modules meta the same way (routing/hydrationData): those two files are the whole contract. Any
    // other import would tie the server to the site's internals (and pull React into the API process).
    files: ['server/**/*.ts'],
    // A test may compare the server's lists with an area's (mail kind labels).
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/public-site/(?!ssr/renderRequest$|routing/hydrationData$)',
              message: 'server/ ne lit du site public que ssr/renderRequest et routing/hydrationData.',
            },
            { regex: '/src/(portal|backoffice)/', message: "server/ n'importe ni l'espace client ni le back-office." },
          ],
        },
      ],
    },
  },
);
