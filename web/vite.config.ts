/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway (PORT 8080) serves the REST API, GraphQL and uploaded media; in development
// the Vite server forwards those paths to it so the app always talks to its own origin.
const gateway = 'http://localhost:8080';
const proxy = Object.fromEntries(
  ['/api', '/graphql', '/media'].map((path) => [path, { target: gateway, changeOrigin: true }]),
);

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React, the router and Redux change rarely: one long-cached vendor chunk. Other
        // packages (zod) are split by use, so a page loads only the parts it needs.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs|redux|redux-thunk|reselect|immer|use-sync-external-store|@standard-schema)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Whole-app component tests on a 2-core machine shared with other builds.
    testTimeout: 15_000,
    clearMocks: true,
    restoreMocks: true,
  },
});
