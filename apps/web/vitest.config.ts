import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    // Node 25 and later define a `localStorage` of their own (empty without --localstorage-file);
    // Vitest then leaves jsdom's Storage out, and the pages' stored sign-in reads `undefined`.
    execArgv: ['--no-experimental-webstorage'],
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Longer than a findBy's limit (src/test/setup.ts), so a slow page fails on what it lacks.
    testTimeout: 60_000,
  },
});
