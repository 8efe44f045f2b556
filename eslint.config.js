// One lint setup for the whole repository: type-aware TypeScript rules everywhere,
// React hooks rules for the frontends, and the import boundaries (below; docs/architecture.md).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ── Import boundaries ─────────────────────────────────────────────────────────────────
// ESLint's built-in `no-restricted-imports`, one config block per part of the tree. Flat
// config gives a file the options of the LAST block that matches it, so each block repeats
// the patterns of the more general blocks above it (`restrict(...)` joins them).
// Why the built-in rule and no plugin: packages import each other by name (`@boutique/...`),
// which the rule matches exactly; relative imports are matched by the folder they climb
// into (`../../services/...`, `../catalogue/...`), exact in this tree because no folder inside
// a package is named like a top-level part, a sibling service or a sibling feature. A
// path-resolving plugin (eslint-plugin-import-x, eslint-plugin-boundaries) would need a
// resolver for the frontends' `@/` alias and add its cost to every file of the type-aware
// run for no case the built-in rule misses here. (The rule sees `import` and
// `export ... from`, not `import()`.) The folder lists are read from the tree, so a new
// service, storefront feature or admin page is covered without editing this file.
function folders(dir) {
  try {
    return fs
      .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}
const SERVICES = folders('services').filter((name) => name !== 'libs');
const LIBS = folders('services/libs'); // contracts, service-kit, testing
const FRONTENDS = ['web', 'admin-web', 'web-kit'];
const WEB_FEATURES = folders('web/src/features');
const ADMIN_PAGES = folders('admin-web/src/pages');
const GATEWAY_SHARED = [
  'common',
  'auth',
  'rate-limit',
  'config',
  'clients',
  'lifecycle',
  'catalogue-cache',
];
const GATEWAY_FEATURES = folders('gateway/src').filter((name) => !GATEWAY_SHARED.includes(name));
const TESTS = [
  'test/**/*.{ts,tsx}',
  'e2e/**/*.{ts,tsx}',
  '**/*.spec.ts',
  '**/*.e2e-spec.ts',
  '**/*.system-spec.ts',
  '**/*.test.{ts,tsx}',
];

const escaped = (names) => names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** A relative import that climbs (`../`) into one of these folders (after `prefix/`, if given). */
const climbsInto = (names, prefix) =>
  `^(\\.\\./)+${prefix ? `(${prefix}/)?` : ''}(${escaped(names)})(/|$)`;
/** A relative import that climbs into a sibling package's src, test or dist. */
const climbsIntoPackage = (names) =>
  `^(\\.\\./)+(${escaped(names)})/(src|test|dist|package\\.json)(/|$)`;
/** Of the `@boutique/...` packages, only these. */
const onlyPackages = (allowed, who) => ({
  regex: allowed.length > 0 ? `^@boutique/(?!(${escaped(allowed)})(/|$))` : '^@boutique/',
  message: `${who} may import ${allowed.length > 0 ? `only ${allowed.map((a) => `@boutique/${a}`).join(', ')} of` : 'none of'} the project's packages (docs/architecture.md).`,
});
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.flat() }],
});

const ANYWHERE = [
  {
    group: ['@boutique/*/src', '@boutique/*/src/**', '@boutique/*/dist/**'],
    message: 'Import another package through its public entry (@boutique/...), never its src.',
  },
  {
    regex: climbsInto(['services', 'gateway', 'infra', 'proto', ...FRONTENDS]),
    message: 'A relative import stays inside its package; import another package by its name.',
  },
];
const SERVICE = [
  ...ANYWHERE,
  {
    regex: climbsIntoPackage(SERVICES),
    message:
      'A service never imports another service: it calls it over gRPC or reacts to its events.',
  },
  {
    regex: climbsInto(['libs']),
    message: 'Import a library by its name (@boutique/service-kit, @boutique/contracts).',
  },
];
const LIBRARY = [
  ...ANYWHERE,
  {
    regex: climbsIntoPackage([...SERVICES, ...LIBS]),
    message: 'A library imports no service, and another library only by its name.',
  },
];
const BACKEND_LIBRARIES = {
  group: ['@nestjs/*', '@grpc/*', 'typeorm', 'pg', 'pg-boss', 'kafkajs', 'ioredis'],
  message: 'The frontends never import backend code: they call the gateway over HTTP.',
};
const FRONTEND = [...ANYWHERE, BACKEND_LIBRARIES, onlyPackages(['web-kit'], 'The frontends')];
const FRONTEND_TESTS = [
  ...ANYWHERE,
  BACKEND_LIBRARIES,
  onlyPackages(['web-kit', 'testing'], "The frontends' tests"),
];
const GATEWAY = [...ANYWHERE, onlyPackages(['service-kit', 'contracts'], 'The gateway')];
const GATEWAY_TESTS = [
  ...ANYWHERE,
  onlyPackages(['service-kit', 'contracts', 'testing'], "The gateway's tests"),
];
/**
 * Two blocks per feature folder of `root` (its code, its tests): it imports no other
 * feature of `root`, and what `base` (or `testBase`, in tests) forbids.
 */
const featureBlocks = (root, features, { base, testBase, alias, shared }) =>
  features.flatMap((feature) => {
    const others = escaped(features.filter((other) => other !== feature));
    const noOtherFeature = {
      regex: `^(${alias ? `${alias}/(${others})(/|$)|` : ''}(\\.\\./)+(${path.basename(root)}/)?(${others})(/|$))`,
      message: `${root}/${feature} imports no other feature; what features share belongs in ${shared}.`,
    };
    return [
      { files: [`${root}/${feature}/**/*.{ts,tsx}`], rules: restrict(base, noOtherFeature) },
      {
        files: TESTS.map((t) => `${root}/${feature}/${t}`),
        rules: restrict(testBase, noOtherFeature),
      },
    ];
  });

const boundaries = [
  { files: ['**/*.{ts,tsx}'], rules: restrict(ANYWHERE) },
  {
    // services/<a> never imports services/<b>; only the kit and the contracts are shared,
    // and the test helpers in tests.
    files: SERVICES.map((s) => `services/${s}/**/*.ts`),
    rules: restrict(SERVICE, onlyPackages(['service-kit', 'contracts'], 'A service')),
  },
  {
    files: SERVICES.flatMap((s) => TESTS.map((t) => `services/${s}/${t}`)),
    rules: restrict(
      SERVICE,
      onlyPackages(['service-kit', 'contracts', 'testing'], "A service's tests"),
    ),
  },
  {
    // The libraries (the kit, the contracts, the test helpers) depend on nothing above them:
    // no service, gateway, runtime (infra/) or frontend; the test helpers only in tests.
    files: LIBS.map((l) => `services/libs/${l}/**/*.ts`),
    rules: restrict(
      LIBRARY,
      onlyPackages(
        LIBS.filter((l) => l !== 'testing'),
        'The libraries',
      ),
    ),
  },
  {
    files: LIBS.flatMap((l) => TESTS.map((t) => `services/libs/${l}/${t}`)),
    rules: restrict(LIBRARY, onlyPackages(LIBS, "The libraries' tests")),
  },
  { files: ['gateway/**/*.ts'], rules: restrict(GATEWAY) },
  { files: TESTS.map((t) => `gateway/${t}`), rules: restrict(GATEWAY_TESTS) },
  {
    // The frontends never import backend code (services, gateway, kit, contracts, runtime):
    // only the shared frontend package, and the test helpers in their tests.
    files: FRONTENDS.map((f) => `${f}/**/*.{ts,tsx}`),
    rules: restrict(FRONTEND),
  },
  {
    files: FRONTENDS.flatMap((f) => TESTS.map((t) => `${f}/${t}`)),
    rules: restrict(FRONTEND_TESTS),
  },
  // Storefront features (web/src/features/*) and admin pages (admin-web/src/pages/*) never
  // import each other; web/src/app and admin-web/src/app compose them.
  ...featureBlocks('web/src/features', WEB_FEATURES, {
    base: FRONTEND,
    testBase: FRONTEND_TESTS,
    alias: '@/features',
    shared: 'web/src/lib, components or hooks (or web-kit), or the route that composes them',
  }),
  ...featureBlocks('admin-web/src/pages', ADMIN_PAGES, {
    base: FRONTEND,
    testBase: FRONTEND_TESTS,
    shared: 'admin-web/src/lib or components (or web-kit), or the route that composes them',
  }),
];
/**
 * Gateway features (gateway/src/<feature>/) import only the cross-cutting parts
 * (GATEWAY_SHARED, the kit, the contracts), never another feature.
 */
const gatewayFeatureBoundaries = () =>
  featureBlocks('gateway/src', GATEWAY_FEATURES, {
    base: GATEWAY,
    testBase: GATEWAY_TESTS,
    shared: `gateway/src/common (or ${GATEWAY_SHARED.slice(1).join(', ')})`,
  });
boundaries.push(...gatewayFeatureBoundaries());

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      'services/libs/contracts/src/gen/**',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after'],
              package: 'node:test',
            },
          ],
        },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: [
      '**/test/**/*.ts',
      '**/*.spec.ts',
      '**/*.e2e-spec.ts',
      '**/*.system-spec.ts',
      '**/e2e/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...boundaries,
  {
    files: ['web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
