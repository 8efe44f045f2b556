import { defineConfig } from 'vitest/config';

// Browser tests drive Chromium (playwright-core) against a running gateway: BASE_URL, e.g.
// http://127.0.0.1:18080. Inside test workers Vitest sets process.env.BASE_URL to Vite's
// `base` ('/'), so the gateway address is read here and handed over as E2E_BASE_URL.
// WEB_E2E_ONLY=cod,buying runs only those files (e2e/cod.e2e.ts, e2e/buying.e2e.ts), also
// through the repository's runner, which passes its environment on.
const only = (process.env.WEB_E2E_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => /^[\w-]+$/.test(name));

export default defineConfig({
  test: {
    environment: 'node',
    include: only.length > 0 ? only.map((name) => `e2e/${name}.e2e.ts`) : ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the tests share a small machine and a real backend.
    fileParallelism: false,
    // One more attempt for a browser test that fails (the whole stack, Chromium and the
    // runner share 2 CPUs in CI); a test that fails twice fails the run.
    retry: 1,
    env: { E2E_BASE_URL: process.env.BASE_URL ?? '' },
  },
});
