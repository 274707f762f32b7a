// `npm start`: builds the web app and bundles the API (esbuild) when their sources changed since
// the last build, then starts the server (migrations, demo seed and the printed logins happen in
// the server).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < changedAt) {
  console.log('Web アプリをビルドしています… (building the web app)');
  const r = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const apiSources = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/build-support',
  'packages/db/src',
  'packages/db/migrations',
  'packages/shared/src',
];
const apiBundle = path.join(root, 'apps/api/dist/server.js');
const apiBuiltAt = fs.existsSync(apiBundle) ? fs.statSync(apiBundle).mtimeMs : 0;
if (apiBuiltAt < Math.max(...apiSources.map((s) => newestMtime(path.join(root, s))))) {
  const api = spawnSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (api.status !== 0) process.exit(api.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: { ...SERVER_ENV, ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
