/**
 * PGlite is single-process: two servers on one data directory would corrupt it. The first process
 * writes its pid into a lock file; a later one is refused while that pid is alive. A lock left by
 * a killed process (kill -9) is taken over, so a crash never blocks the next start.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly lockFile: string;
  readonly pid: number;

  constructor(lockFile: string, pid: number) {
    super(
      `データディレクトリ ${path.dirname(lockFile)} は別のプロセス（PID ${pid}）が使用中です。` +
        `同じ DATA_DIR でミルメを二重に起動することはできません。先に起動しているサーバーを停止するか、別の DATA_DIR を指定してください。` +
        ` (data directory is locked by process ${pid})`,
    );
    this.name = 'DataDirLockedError';
    this.lockFile = lockFile;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(lockFile: string): () => void {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(lockFile, owner);
      // Stale lock from a process that no longer runs (or our own pid from a previous life).
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not acquire ${lockFile}`);
}
