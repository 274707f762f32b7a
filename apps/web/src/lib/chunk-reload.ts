/**
 * After a deployment the hashed chunks of the previous build disappear, so a tab opened before it
 * fails to load the next page. Reloading fetches the new build; the guard (spec §9, 60 s,
 * remembered in sessionStorage) stops a reload loop when the chunk is really broken.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@mirume/shared';

export const CHUNK_RELOAD_KEY = 'mirume.chunkReloadAt';

/** Decides whether a reload is allowed now and, if so, records it. */
export function claimChunkReload(now = Date.now(), storage: Storage = window.sessionStorage): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

/** Loads a lazy module; on failure reloads the page once per guard period, else rethrows. */
export async function importWithReload<M>(load: () => Promise<M>, reload = () => window.location.reload()) {
  try {
    return await load();
  } catch (error) {
    if (!claimChunkReload()) throw error;
    console.warn('A page chunk failed to load; reloading to fetch the current build.', error);
    reload();
    // Keep the router waiting while the page reloads instead of flashing the error page.
    return new Promise<M>(() => {});
  }
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function installPreloadErrorReload(reload = () => window.location.reload()) {
  window.addEventListener('vite:preloadError', (event) => {
    if (!claimChunkReload()) return;
    event.preventDefault();
    reload();
  });
}
