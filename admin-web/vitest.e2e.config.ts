import { defineConfig } from 'vitest/config';

// Browser tests against a running gateway; see e2e/admin.e2e.ts. Inside tests Vitest sets
// process.env.BASE_URL to Vite's `base`, so the runner's BASE_URL (the gateway origin) is
// read here and handed over as E2E_BASE_URL. ADMIN_E2E_ONLY=cod,orders runs only those files
// (e2e/cod.e2e.ts, e2e/orders.e2e.ts), also through the repository's runner, which passes its
// environment on.
const only = (process.env.ADMIN_E2E_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => /^[\w-]+$/.test(name));

export default defineConfig({
  test: {
    environment: 'node',
    include: only.length > 0 ? only.map((name) => `e2e/${name}.e2e.ts`) : ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One more attempt for a browser test that fails: on the 2-core CI machine a whole
    // stack, Chromium and the runner share the CPUs, and a form event can arrive after a
    // poll gave up. A test that fails twice fails the run; the report shows a retry.
    retry: 1,
    env: { E2E_BASE_URL: process.env.E2E_BASE_URL ?? process.env.BASE_URL ?? '' },
  },
});
