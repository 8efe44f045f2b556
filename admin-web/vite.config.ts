/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves the built console under /admin/ (ADMIN_DIST), the storefront and the
// API on one origin. The dev server plays that origin: it serves the console under /admin/
// and forwards everything else to a running gateway (GATEWAY_URL, default port 8080) — the
// API, and the storefront pages such as /auth/login, where the admin signs in. Tokens are
// then stored for the dev server's origin, which the console shares.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/graphql': { target: gateway, changeOrigin: true, ws: true },
      '/media': { target: gateway, changeOrigin: true },
      // Storefront pages and their assets: any path outside /admin.
      '^/(?!admin(?:/|$)).*': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Ant Design's first render is slow on a busy 2-core machine.
    testTimeout: 20_000,
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
