/** Types of check-boundaries.mjs, for the web app's unit test of the rule. */
export interface SourceFile {
  /** Relative to apps/web/src, with `/` separators. */
  path: string;
  source: string;
}

export interface Crossing {
  file: string;
  specifier: string;
  reason: string;
}

export const AREAS: readonly string[];
export const WEB_SRC: string;
export function featureOf(file: string): string | null;
export function findCrossings(files: readonly SourceFile[]): Crossing[];
export function readSources(srcDir: string): SourceFile[];
