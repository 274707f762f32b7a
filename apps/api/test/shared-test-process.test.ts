/**
 * The database and API test files share their test processes (`isolate: false`,
 * packages/db/test-support/server-project.ts): the packages from node_modules are loaded once per
 * process, and the project's own modules are evaluated afresh for each file. This checks that they
 * are, and that no file leaves anything behind in the process itself: replaced modules, fake
 * timers, stubbed globals or environment variables, and spies that are not restored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluatedForFile, filesInProcess } from '../../../packages/db/test-support/file-mark.ts';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../../..');
const FOLDERS = ['apps/api/test', 'packages/db/test', 'packages/db/test-support'];

function testSources(): { file: string; text: string }[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.ts$/.test(name))
      .filter((name) => path.join(root, folder, name) !== here)
      .map((name) => {
        const file = path.join(folder, name);
        return { file, text: fs.readFileSync(path.join(root, file), 'utf8') };
      }),
  );
}

/** What a file must not do when the next file in its process expects a clean one. */
const LEAVES_BEHIND = [
  /\bvi\.(mock|doMock|hoisted|useFakeTimers|stubEnv|stubGlobal|setSystemTime)\s*\(/,
  /\bprocess\.env\.[A-Z_][A-Z0-9_]*\s*=(?!=)/,
  /\bprocess\.env\[[^\]]+\]\s*=(?!=)/,
  /\bdelete\s+process\.env\b/,
];

describe('test files that share a process', () => {
  // This file itself is left out: its examples below are what the check looks for.
  const sources = testSources();

  it('are found', () => {
    expect(sources.length).toBeGreaterThan(90);
  });

  it("evaluate the project's modules afresh, not as an earlier file of the process left them", () => {
    // The setup file imports the mark, counts this file, then empties the module registry; the
    // mark imported here was evaluated after that, for this file.
    expect(filesInProcess()).toBeGreaterThan(0);
    expect(evaluatedForFile).toBe(filesInProcess());
  });

  it('replace no module, timer, global or environment variable', () => {
    const offending = sources.flatMap(({ file, text }) =>
      LEAVES_BEHIND.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`),
    );
    expect(offending).toEqual([]);
  });

  it('restore every spy', () => {
    const unrestored = sources
      .filter(({ text }) => /\bvi\.spyOn\s*\(/.test(text))
      .filter(({ text }) => !/\bvi\.restoreAllMocks\s*\(\s*\)/.test(text))
      .map(({ file }) => file);
    expect(unrestored).toEqual([]);
  });

  it('would be caught doing so', () => {
    const caught = (text: string) => LEAVES_BEHIND.some((pattern) => pattern.test(text));
    expect(caught("vi.mock('../src/mail/sender.ts')")).toBe(true);
    expect(caught('vi.useFakeTimers()')).toBe(true);
    expect(caught("process.env.LIST_CACHE_TTL_MS = '0'")).toBe(true);
    expect(caught("process.env['HOST'] = '0.0.0.0'")).toBe(true);
    expect(caught('delete process.env.HOST')).toBe(true);
    expect(caught("if (process.env.FUZZ_DEBUG === '2')")).toBe(false);
    expect(caught('const runs = Number(process.env.FUZZ_RUNS ?? 40)')).toBe(false);
  });
});
