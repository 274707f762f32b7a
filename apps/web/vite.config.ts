import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative import keeps the config loadable without resolving the workspace package.
import { SERVICE_TITLE } from '../../packages/shared/src/constants.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** The page title comes from the one constant the app also uses (spec §2: the service name). */
function serviceTitle(): Plugin {
  return {
    name: 'mirume-service-title',
    transformIndexHtml: (html) => html.replaceAll('%SERVICE_TITLE%', SERVICE_TITLE),
  };
}

export default defineConfig({
  root,
  plugins: [react(), serviceTitle()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  // The CSV reader's worker (src/lib/csv.worker.ts) is a module worker served from this origin.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Minified JS compresses about 3.2:1 here, so 780 kB raw is the 250 KB gzip budget of the
    // initial chunk (QUALITY.md); every page and layout is a lazy chunk of its own.
    chunkSizeWarningLimit: 780,
  },
});
