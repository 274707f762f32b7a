import { useSyncExternalStore } from 'react';

/** A phone-sized touch screen held sideways (the reaction blocks are laid out for portrait). */
const QUERY = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useLandscapePhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(QUERY).matches ?? false);
}
