/**
 * The sizes of the embedded database's files, kept in memory instead of asked of the operating
 * system (decisions/0023, "File sizes kept in memory").
 *
 * PostgreSQL learns a relation's length with `lseek(fd, 0, SEEK_END)`: the planner once for every
 * table and every index a statement may use, a sequential scan at its start. In PGlite the data
 * directory is Emscripten's NODEFS, whose `llseek` answers SEEK_END with an `fstat` system call.
 * A list request plans six or seven statements over tables with many indexes, about 350 such
 * calls; under the ten-connection list load they were 12 % of the server's CPU profile samples.
 *
 * A file's length only changes through this process's engine — it holds the data directory's lock
 * (lock.ts) — and only through the file system layer below: a write past the end, a truncation
 * (by descriptor or by path), or a new file. So the length is asked of the system once per file
 * and then followed: a write moves it to the write's end when that is further, a truncation
 * forgets it (the next SEEK_END asks again). A file removed or replaced gets a new node, which
 * starts unknown. Nodes are the file system's own objects, one per path, so every descriptor of a
 * file shares its length.
 */
import type { PGlite } from '@electric-sql/pglite';

const SEEK_END = 2;
/** Emscripten's O_APPEND: such a write lands at the end whatever position it names. */
const O_APPEND = 1024;

interface FsNode {
  mode: number;
}
interface FsStream {
  node: FsNode;
  flags: number;
}
type StreamOps = {
  llseek(stream: FsStream, offset: number, whence: number): number;
  write(
    stream: FsStream,
    buffer: Uint8Array,
    offset: number,
    length: number,
    position?: number,
    canOwn?: boolean,
  ): number;
  setattr?(stream: FsStream, attr: { size?: number | null }): void;
};
type NodeOps = { setattr(node: FsNode, attr: { size?: number | null }): void };
interface NodeFs {
  stream_ops: StreamOps;
  node_ops: NodeOps;
}
interface Emscripten {
  NODEFS?: NodeFs;
  FS: { lookupPath(path: string): { node: { mount: { type: unknown } } } };
}

const installed = new WeakSet<object>();

export interface FileSizeOptions {
  /**
   * Also asks the system on every SEEK_END and throws when the kept length differs: for tests
   * that put the bookkeeping through a workload (no gain then, only the check).
   */
  verify?: boolean;
}

/** Where PGlite mounts its data directory in its Emscripten file system. */
const PGDATA = '/pglite/data';

/** The Emscripten NODEFS of an instance whose data directory is on disk; none in memory. */
function nodeFsOf(pglite: PGlite): NodeFs | undefined {
  const mod = (pglite as unknown as { mod?: Emscripten }).mod;
  const nodefs = mod?.NODEFS;
  if (!nodefs?.stream_ops?.llseek || !nodefs.stream_ops.write || !nodefs.node_ops?.setattr) return undefined;
  try {
    return mod?.FS.lookupPath(PGDATA).node.mount.type === nodefs ? nodefs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the lengths of `pglite`'s data files in memory (see above). Once per instance; an
 * instance without a data directory is left as it is. Answers whether it was installed.
 */
export function keepFileSizes(pglite: PGlite, options: FileSizeOptions = {}): boolean {
  const nodefs = nodeFsOf(pglite);
  if (!nodefs) return false;
  if (installed.has(nodefs)) return true;
  installed.add(nodefs);
  const sizes = new WeakMap<FsNode, number>();
  const streamOps = nodefs.stream_ops;
  const nodeOps = nodefs.node_ops;
  const { llseek, write } = streamOps;
  const streamSetattr = streamOps.setattr;
  const nodeSetattr = nodeOps.setattr;

  streamOps.llseek = function (this: unknown, stream, offset, whence) {
    if (whence !== SEEK_END) return llseek.call(this, stream, offset, whence);
    const known = sizes.get(stream.node);
    if (known === undefined || options.verify) {
      // Also the path of a negative result, which the original turns into EINVAL.
      const position = llseek.call(this, stream, offset, whence);
      const size = position - offset;
      if (known !== undefined && known !== size) {
        throw new Error(`kept file length ${known} differs from the system's ${size}`);
      }
      sizes.set(stream.node, size);
      return position;
    }
    const position = known + offset;
    return position < 0 ? llseek.call(this, stream, offset, whence) : position;
  };

  streamOps.write = function (this: unknown, stream, buffer, offset, length, position, canOwn) {
    let written: number;
    try {
      written = write.call(this, stream, buffer, offset, length, position, canOwn);
    } catch (err) {
      // A failed write may still have written part of its bytes: ask again next time.
      sizes.delete(stream.node);
      throw err;
    }
    const known = sizes.get(stream.node);
    if (known !== undefined) {
      if (typeof position !== 'number' || stream.flags & O_APPEND) sizes.delete(stream.node);
      else if (position + written > known) sizes.set(stream.node, position + written);
    }
    return written;
  };

  if (streamSetattr) {
    streamOps.setattr = function (this: unknown, stream, attr) {
      try {
        streamSetattr.call(this, stream, attr);
      } finally {
        if (attr?.size != null) sizes.delete(stream.node);
      }
    };
  }

  nodeOps.setattr = function (this: unknown, node, attr) {
    try {
      nodeSetattr.call(this, node, attr);
    } finally {
      if (attr?.size != null) sizes.delete(node);
    }
  };
  return true;
}
