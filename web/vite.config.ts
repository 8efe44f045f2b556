/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The gateway (PORT 8080) serves the REST API, GraphQL and uploaded media; in development
// the Vite server forwards those paths to it so the app always talks to its own origin.
const gateway = 'http://localhost:8080';
const proxy = Object.fromEntries(
  ['/api', '/graphql', '/media'].map((path) => [path, { target: gateway, changeOrigin: true }]),
);

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

/** npm packages the server build bundles with their production code (see `define`). */
const SSR_BUNDLED =
  /^(react|react-dom|scheduler|react-router|react-redux|@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store)(\/|$)/;

// Two builds (`npm run build`): the client into dist/, then the storefront server
// (`vite build --ssr server/main.ts`) into dist-server/main.js, the app's code bundled once
// for Node with the npm packages left external (web/README.md, "Server-side rendering").
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // The server build needs no copy of public/ (the client build's is served).
  publicDir: isSsrBuild ? false : 'public',
  // Every text file over 1 KB is written beside itself as .br (quality 11) and .gz (level 9),
  // once, at build: the gateway (@fastify/static preCompressed) and nginx (gzip_static)
  // send those bytes as they are, so no request pays for compressing a file.
  plugins: isSsrBuild ? [react()] : [react(), compression(PRECOMPRESS)],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: { proxy },
  // The server build renders with React's and Redux's production code whatever NODE_ENV the
  // process gets (npm start runs in development): those packages are bundled in with
  // process.env.NODE_ENV fixed at "production", so rendering skips the development checks
  // (several times slower) and the HTML is the same.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  ssr: {
    // The shared workspace package and the rendering packages (above) are bundled in; the
    // other npm packages (pino) stay external.
    noExternal: isSsrBuild ? ['@boutique/web-kit', SSR_BUNDLED] : ['@boutique/web-kit'],
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the storefront server links each route's chunks and CSS from it.
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // React, the router and Redux change rarely: one long-cached vendor chunk. Other
        // packages (zod) are split by use, so a page loads only the parts it needs. The
        // server is one file: its modules run in source order (server/main.ts configures
        // lib/origin.ts before lib/api.ts resolves its URL), and Node needs no chunks.
        codeSplitting: isSsrBuild
          ? false
          : {
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
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Whole-app component tests on a 2-core machine shared with other builds.
    testTimeout: 15_000,
    clearMocks: true,
    restoreMocks: true,
  },
}));
