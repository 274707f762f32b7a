/**
 * Runs the real server process (`src/server.ts`) on an embedded database in a given DATA_DIR (or
 * on PostgreSQL with DATABASE_URL in `env`), on a free port, for tests of the process life cycle
 * (start-up, lock, SIGTERM, kill -9) and of several processes on one database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** The base URL once the server printed its banner; rejects if it exits first. */
  ready: Promise<string>;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<NodeJS.Signals | number | null>;
  output(): string;
}

/** `env` adds to the server's environment (e.g. DATABASE_URL for several processes on one server). */
export function startServerProcess(
  dataDir: string,
  children: ChildProcess[],
  env: Record<string, string> = {},
): ServerProcess {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = out.match(/http:\/\/localhost:(\d+)/);
      if (m) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  // A process that is expected to fail is awaited through `exited`, not `ready`.
  ready.catch(() => {});
  return { child, ready, exited, output: () => out };
}

/** Signs a company user in over HTTP (the demo admin by default); answers the raw response. */
export function signInOverHttp(base: string, email = 'admin@demo.mirume.test', password = 'mirume-demo') {
  return fetch(`${base}/api/v1/company_admins/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The session headers of a successful sign-in response, for the next calls. */
export function sessionHeaders(res: Response): Record<string, string> {
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return {
    'access-token': res.headers.get('access-token') ?? '',
    client: res.headers.get('client') ?? '',
    uid: res.headers.get('uid') ?? '',
    'token-type': 'Bearer',
  };
}
