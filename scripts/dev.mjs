// `npm run dev`: the API with reload on change (node --watch) and the Vite dev server with hot
// reload on http://localhost:5173, which proxies /api to the API on port 3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '/nonexistent' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  開発サーバー: http://localhost:5173  (API: http://localhost:3000)\n');
const stop = (signal) => {
  for (const c of children) c.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
