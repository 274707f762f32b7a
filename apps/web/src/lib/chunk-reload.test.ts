import { CHUNK_RELOAD_GUARD_MS } from '@mirume/shared';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, importWithReload } from './chunk-reload';

describe('[CHUNK RELOAD] guard', () => {
  it('allows one reload per guard period and remembers it in sessionStorage', () => {
    const t0 = 1_000_000;
    expect(claimChunkReload(t0)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(claimChunkReload(t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads on the first failed chunk and shows the error on a second failure within the period', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    // The first failure reloads and keeps the router waiting (the promise never settles).
    const pending = importWithReload(failing, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );

    await expect(importWithReload(failing, reload)).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledOnce();
    expect(settled).toBe(false);
    warn.mockRestore();
  });

  it('passes a loaded module through', async () => {
    await expect(importWithReload(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });
});
