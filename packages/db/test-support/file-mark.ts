/**
 * Which test file of its process evaluated this module: the setup file (fresh-modules.ts) counts
 * the files, and apps/api/test/shared-test-process.test.ts checks that this module was evaluated
 * for the file that imports it, not kept from an earlier file of the same process.
 */
export const FILES_KEY = Symbol.for('mirume.testFilesInProcess');

export function filesInProcess(): number {
  return (globalThis as Record<symbol, number | undefined>)[FILES_KEY] ?? 0;
}

export const evaluatedForFile = filesInProcess();
