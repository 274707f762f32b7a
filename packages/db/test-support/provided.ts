/** Values the global setup hands to every test file (see global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite data-dir dump of a migrated database (embedded mode). */
    pgliteSnapshot: string;
    /** Name of the migrated template database (PostgreSQL mode). */
    pgTemplate: string;
  }
}

export {};
