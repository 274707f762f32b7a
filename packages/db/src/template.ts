/**
 * Unpacks the migrated empty database (PGLITE_TEMPLATE_FILE, the tar PGlite's `dumpDataDir` wrote
 * at build time) into a new data directory, file by file from disk. Handing the tar to PGlite
 * (`loadDataDir`) instead reads all of it into memory, then a second copy of every file while
 * unpacking, and those ~130 MB stay allocated until a major collection — often past the first bulk
 * import (decision 0031, bench `custom`). Here at most one 1 MB chunk is held.
 *
 * PG_VERSION is written last: a start that dies half-way leaves a directory without it, which the
 * next start treats as new and unpacks again (over the partial files).
 *
 * The template holds the one database the server uses (`postgres`): PostgreSQL's own template0 and
 * template1, from which only CREATE DATABASE copies, are dropped before the dump
 * (`dropTemplateDatabases`). They were 602 of its 1,382 files, and creating files was the slowest
 * part of an empty start on a slow disk (decision 0023, "Fewer files at first start").
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Drops template0 and template1 from an embedded database about to become the template. The
 * server never creates a database in its data directory, so nothing copies from them.
 */
export async function dropTemplateDatabases(pglite: { exec(query: string): Promise<unknown> }) {
  await pglite.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await pglite.exec('drop database template0');
  await pglite.exec('drop database template1');
}

const BLOCK = 512;
const CHUNK = 1024 * 1024;

function text(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

const octal = (header: Buffer, start: number, length: number) =>
  Number.parseInt(text(header, start, length).trim() || '0', 8);

interface Entry {
  target: string;
  offset: number;
  size: number;
  mode: number;
  mtime: number;
}

function copyOut(fd: number, entry: Entry, chunk: Buffer) {
  const out = fs.openSync(entry.target, 'w', entry.mode);
  try {
    for (let done = 0; done < entry.size; ) {
      const n = fs.readSync(fd, chunk, 0, Math.min(CHUNK, entry.size - done), entry.offset + done);
      if (n <= 0) throw new Error(`database template truncated at ${entry.target}`);
      fs.writeSync(out, chunk, 0, n);
      done += n;
    }
  } finally {
    fs.closeSync(out);
  }
  fs.utimesSync(entry.target, entry.mtime, entry.mtime);
}

/** Writes the template's directories and files under `dir` (created if missing). */
export function unpackDatabaseTemplate(tarFile: string, dir: string): void {
  const root = path.resolve(dir);
  fs.mkdirSync(root, { recursive: true });
  const fd = fs.openSync(tarFile, 'r');
  const header = Buffer.alloc(BLOCK);
  const chunk = Buffer.alloc(CHUNK);
  let versionFile: Entry | null = null;
  try {
    for (let pos = 0; ; ) {
      if (fs.readSync(fd, header, 0, BLOCK, pos) < BLOCK || header.every((b) => b === 0)) break;
      pos += BLOCK;
      const ustar = text(header, 257, 6) === 'ustar';
      const prefix = ustar ? text(header, 345, 155) : '';
      const name = `${prefix ? `${prefix}/` : ''}${text(header, 0, 100)}`.replace(/^\/+/, '');
      const size = octal(header, 124, 12);
      const type = String.fromCharCode(header[156] ?? 0);
      const target = path.resolve(root, name);
      if (name !== '' && !target.startsWith(`${root}${path.sep}`)) {
        throw new Error(`database template entry outside the data directory: ${name}`);
      }
      const entry: Entry = {
        target,
        offset: pos,
        size,
        mode: octal(header, 100, 8) || 0o600,
        mtime: octal(header, 136, 12),
      };
      if (type === '5' && name !== '') fs.mkdirSync(target, { recursive: true, mode: entry.mode });
      else if (type === '0' || type === '\0') {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        if (name === 'PG_VERSION') versionFile = entry;
        else copyOut(fd, entry, chunk);
      }
      pos += Math.ceil(size / BLOCK) * BLOCK;
    }
    if (!versionFile) throw new Error('database template without PG_VERSION');
    copyOut(fd, versionFile, chunk);
  } finally {
    fs.closeSync(fd);
  }
}
