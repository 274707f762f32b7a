/**
 * The database and API test files share their test processes (`isolate: false`), so the packages
 * from node_modules are loaded once per process (PGlite's WebAssembly, Fastify, the PDF and OCR
 * libraries) instead of once per file. The project's own modules are not shared: before each file
 * their registry is emptied, so the server's modules and the test helpers are evaluated afresh,
 * and their counters, caches and singletons start as they would in a process of the file's own.
 * Node keeps the packages it loaded, so they are not loaded again.
 */
import { vi } from 'vitest';
import { FILES_KEY, filesInProcess } from './file-mark.ts';

(globalThis as Record<symbol, number>)[FILES_KEY] = filesInProcess() + 1;
vi.resetModules();
