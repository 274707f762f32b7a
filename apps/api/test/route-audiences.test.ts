/**
 * The route tree by audience (decision 0017): every folder of routes/v1 is an audience registered
 * with its guard, and every route module inside a folder is registered by that folder's index. A
 * new file in admin/ that its index forgets fails here; one that its index lists runs behind the
 * operator guard, and one that declares another access fails at start-up.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { audienceScope } from '../src/routes/v1/audience.ts';
import { AUDIENCES } from '../src/routes/v1/index.ts';

const V1 = fileURLToPath(new URL('../src/routes/v1/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

describe('routes/v1 by audience', () => {
  it('is one folder per audience, each registered by v1/index.ts, with no route module outside them', () => {
    const entries = readdirSync(V1, { withFileTypes: true });
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    expect(folders.sort()).toEqual(Object.keys(AUDIENCES).sort());
    expect(files.sort()).toEqual(['audience.ts', 'index.ts']);
  });

  for (const [name, audience] of Object.entries(AUDIENCES)) {
    it(`${name}/index.ts registers every route module of ${name}/<resource>/ and nothing else`, async () => {
      const files = filesUnder(join(V1, name)).filter((f) => f !== 'index.ts');
      // Route modules live one folder down, one folder per resource.
      expect(files.filter((f) => f.split('/').length !== 2)).toEqual([]);
      const exported = new Map<unknown, string>();
      for (const file of files) {
        const module: Record<string, unknown> = await import(join(V1, name, file));
        const plugins = Object.entries(module).filter(([, value]) => typeof value === 'function');
        expect(plugins.length, `${name}/${file} exports no route module`).toBeGreaterThan(0);
        for (const [exportName, plugin] of plugins) exported.set(plugin, `${name}/${file}: ${exportName}`);
      }
      const registered = new Set<unknown>(audience.routes);
      const unregistered = [...exported].filter(([plugin]) => !registered.has(plugin)).map(([, at]) => at);
      expect(unregistered).toEqual([]);
      const fromElsewhere = audience.routes.filter((plugin) => !exported.has(plugin)).map((p) => p.name);
      expect(fromElsewhere).toEqual([]);
    });
  }

  it('refuses to start when a route declares an access other than its audience', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    const start = async () => {
      await app.register(
        audienceScope('admin', {
          access: ['operator'],
          routes: [
            async (scope) => {
              scope.get('/api/v1/admin/stray', { config: { access: 'public' } }, async () => ({}));
            },
          ],
        }),
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'GET /api/v1/admin/stray declares access "public" but lives in routes/v1/admin (operator)',
    );
    await app.close();
  });
});
