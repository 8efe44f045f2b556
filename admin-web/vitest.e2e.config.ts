import { defineConfig } from 'vitest/config';

// Browser tests against a running gateway; see e2e/admin.e2e.ts. Inside tests Vitest sets
// process.env.BASE_URL to Vite's `base`, so the runner's BASE_URL (the gateway origin) is
// read here and handed over as E2E_BASE_URL.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    env: { E2E_BASE_URL: process.env.E2E_BASE_URL ?? process.env.BASE_URL ?? '' },
  },
});
