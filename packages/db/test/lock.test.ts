import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../src/lock.ts';

const dirs: string[] = [];
function tempLockFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite.lock');
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('[DB] data directory lock', () => {
  it('refuses a second owner while the first process is alive, with a clear Japanese message', async () => {
    const lockFile = tempLockFile();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(lockFile, String(child.pid));
      let error: unknown;
      try {
        acquireDataDirLock(lockFile);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain('別のプロセス');
      expect((error as Error).message).toContain(String(child.pid));
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock left behind by a killed process', async () => {
    const lockFile = tempLockFile();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => child.on('exit', r));
    fs.writeFileSync(lockFile, String(child.pid));
    const release = acquireDataDirLock(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('can be acquired again after release', () => {
    const lockFile = tempLockFile();
    acquireDataDirLock(lockFile)();
    const again = acquireDataDirLock(lockFile);
    expect(fs.existsSync(lockFile)).toBe(true);
    again();
  });
});
