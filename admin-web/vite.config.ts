/// <reference types="vitest/config" />
import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The gateway serves the built console under /admin/ (ADMIN_DIST), the storefront and the
// API on one origin. The dev server plays that origin: it serves the console under /admin/
// and forwards everything else to a running gateway (GATEWAY_URL, default port 8080) — the
// API, and the storefront pages such as /auth/login, where the admin signs in. Tokens are
// then stored for the dev server's origin, which the console shares.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

// Text files the build writes .br and .gz copies of (over 1 KB; images and fonts are
// compressed already, source maps are fetched only by developer tools).
const PRECOMPRESS: Parameters<typeof compression>[0] = {
  include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
};

export default defineConfig({
  base: '/admin/',
  // Every text file over 1 KB is written beside itself as .br (quality 11) and .gz (level 9),
  // once, at build: the gateway (@fastify/static preCompressed) and nginx (gzip_static)
  // send those bytes as they are, so no request pays for compressing a file.
  plugins: [react(), compression(PRECOMPRESS)],
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
