/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// Plain functions over injected storage and fetch: Node is the whole environment they need.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    clearMocks: true,
    restoreMocks: true,
  },
});
