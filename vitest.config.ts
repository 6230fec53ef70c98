import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * Projects: unit tests (pure code and components), database-facing tests on
 * PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server,
 * and browser tests in Debian's Chromium.
 */
const databaseTests = ['tests/integration/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withBrowser = existsSync('/usr/bin/chromium') || process.env.CI === 'true';
/**
 * Database and browser files share their worker's loaded modules (the server, supabase-js, playwright-core)
 * instead of evaluating them again for every file: measured on 8 PGlite files, the import phase fell from 347 s
 * to 29 s under load and CPU time by 15 %. They can: each file starts its own server over its own database, and
 * no test mocks a module, stubs a global or writes process.env.
 */
const sharedModules = { isolate: false };

/**
 * How many test files run at a time, whatever vitest counts (its default, cores - 1, is one file at a time
 * on a 2-core machine), in two groups one after the other (vitest wants one count per group). The unit and
 * database files first, three at a time: a database file often waits on a server, a child process or a
 * timer, and a third file fills that time (measured 29 November, 2 cores: 355 → 329 s for the database
 * files, idle time 14 → 6 %). Then the browser files, two at a time: a third gained nothing there (246 →
 * 248 s), Chromium already keeps both cores busy.
 */
const serverSide = { sequence: { groupOrder: 0 }, maxWorkers: 3 };
const inBrowser = { sequence: { groupOrder: 1 }, maxWorkers: 2 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...serverSide,
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A back-office component test mounts react-admin in jsdom: about a second alone, past
          // vitest's 5 s default on a 2-core machine that also runs the database and browser tests.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'db-pglite',
          ...serverSide,
          ...sharedModules,
          include: databaseTests,
          env: { TEST_DB: 'pglite' },
          // The built site too: some of these tests ask the server for pages (serveSite).
          globalSetup: ['tests/helpers/globalSetup.ts', 'tests/e2e/buildSite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'db-postgres',
                ...serverSide,
                ...sharedModules,
                include: databaseTests,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['tests/helpers/globalSetup.ts', 'tests/e2e/buildSite.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(withBrowser
        ? [
            {
              test: {
                name: 'e2e',
                ...inBrowser,
                ...sharedModules,
                include: ['tests/e2e/**/*.test.ts'],
                env: { TEST_DB: 'pglite' },
                globalSetup: ['tests/helpers/globalSetup.ts', 'tests/e2e/buildSite.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                // expect.poll gives up after 1 s by default: a page on a busy CI machine may take longer.
                expect: { poll: { timeout: 15_000 } },
              },
            },
          ]
        : []),
    ],
  },
});
