/**
 * Uploads as a browser sends them to the local storage: a 10 MB file streamed to disk without
 * being held in memory, and a refused upload answered (413) while the browser is still sending.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO } from './support/app.ts';
import { fileOf, presign } from './support/files.ts';
import { signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);

const sheet = (size: number, file_name: string) => ({
  purpose: 'assessment_sheet',
  file_name,
  content_type: 'application/pdf',
  size,
});

describe('[FILES] streaming uploads (local storage)', () => {
  it('streams a 10 MB upload without holding it in memory', async () => {
    const size = 10 * 1024 * 1024;
    const upload = await presign(ctx.app, admin, sheet(size, 'large.pdf'));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    async function* body() {
      yield fileOf('pdf', chunk.length);
      for (let sent = chunk.length; sent < size; sent += chunk.length) yield chunk;
    }
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: upload.url,
      headers: { 'content-type': 'application/pdf' },
      payload: Readable.from(body()),
    });
    clearInterval(sampler);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.app.files.head(upload.key)).toEqual({ size });
    // Best effort (garbage collection is not forced): far below the file's own size.
    expect(peak - before).toBeLessThan(size * 0.8);
  });

  it('answers a browser 413 mid-upload over a real socket, and the connection serves the next PUT', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const image = { purpose: 'image', file_name: 'a.png', content_type: 'image/png', size: 100 };
    const first = await presign(ctx.app, admin, image);
    const refused = await fetch(`${address}${first.url}`, {
      method: 'PUT',
      headers: first.headers,
      body: fileOf('png', 12 * 1024 * 1024),
    });
    expect(refused.status).toBe(413);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toBe('ファイルサイズが上限（5MB）を超えています。');
    const second = await presign(ctx.app, admin, image);
    const ok = await fetch(`${address}${second.url}`, {
      method: 'PUT',
      headers: second.headers,
      body: fileOf('png', 1000),
    });
    expect(ok.status).toBe(200);
  });
});

describe('[FILES] maintenance', () => {
  it('keeps the signed upload URL working while maintenance is on (operators attach announcements)', async () => {
    const upload = await presign(ctx.app, admin, sheet(100, 'during.pdf'));
    ctx.app.maintenance.remember(true);
    try {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: upload.url,
        headers: { 'content-type': 'application/pdf' },
        payload: fileOf('pdf', 100),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      ctx.app.maintenance.remember(false);
    }
  });
});
