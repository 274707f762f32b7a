// Bundles the API and the workspace packages it uses (TypeScript sources) into one ESM file,
// leaving npm dependencies external. Running plain JavaScript starts faster and uses far less
// memory than stripping TypeScript types at start-up.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { entityCheckPlugin } from './build-support/entity-check.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/**
 * drizzle-orm and zod are bundled: loaded as hundreds of separate ES modules they leave
 * ~150 MB of start-up garbage that inflates the process's resident memory for good. Packages
 * that read files beside themselves at run time (PGlite's WebAssembly, the docs page's assets)
 * or are native stay external.
 */
const BUNDLED = new Set(['drizzle-orm', 'zod']);
const external = new Set();
for (const pkg of ['apps/api', 'packages/db', 'packages/shared']) {
  const json = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
  for (const dep of Object.keys(json.dependencies ?? {})) {
    if (!dep.startsWith('@mirume/') && !BUNDLED.has(dep)) external.add(dep);
  }
}

const outdir = path.join(here, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The server, and the embedded database's own thread (packages/db/src/engine-thread.ts), which
  // the server starts from beside itself.
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'engine-thread-worker': path.join(root, 'packages/db/src/engine-thread-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external].flatMap((d) => [d, `${d}/*`]),
  logLevel: 'warning',
  // The query builder's class check, remembered per prototype (build-support/entity-check.mjs).
  plugins: [entityCheckPlugin],
});
fs.cpSync(path.join(root, 'packages/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

// A migrated empty embedded database (packages/db/src/client.ts, PGLITE_TEMPLATE_FILE): a new data
// directory is unpacked from it instead of running initdb and every migration at first start.
const { PGlite } = await import('@electric-sql/pglite');
const db = await import('../../packages/db/src/client.ts');
const pglite = await PGlite.create({
  postgresqlconf: db.EMBEDDED_POSTGRESQL_CONF,
  extensions: db.PGLITE_EXTENSIONS,
});
const database = await db.openDatabase({ pglite });
await database.migrate();
// Only the server's own database: template0 and template1 would be unpacked at every first start.
await (await import('../../packages/db/src/template.ts')).dropTemplateDatabases(pglite);
const dump = await pglite.dumpDataDir('none');
await database.close();
fs.writeFileSync(path.join(outdir, db.PGLITE_TEMPLATE_FILE), Buffer.from(await dump.arrayBuffer()));
