import type { ComponentType } from 'react';
import { importWithReload } from '@/lib/chunk-reload';

/**
 * A route's `lazy` for one named component of a module. Every page is its own chunk, and a
 * chunk that fails to load reloads the page once per guard period (spec §4).
 */
export function lazyComponent<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return async () => {
    const mod = await importWithReload(load);
    return { Component: mod[name] as ComponentType };
  };
}
