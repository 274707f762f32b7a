/**
 * Whether the app has learned that maintenance is on (an HTTP 450 or the maintenance check).
 * The header shows it; the maintenance page clears it once the check says it is over.
 */
import { useSyncExternalStore } from 'react';

let underMaintenance = false;
const listeners = new Set<() => void>();

export function setUnderMaintenance(value: boolean) {
  if (underMaintenance === value) return;
  underMaintenance = value;
  for (const listener of listeners) listener();
}

export function isUnderMaintenance() {
  return underMaintenance;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnderMaintenance() {
  return useSyncExternalStore(subscribe, isUnderMaintenance, () => false);
}
