/**
 * The key this browser keeps for one link. The server stores the key the test started with; the
 * same link resumed with another key is a second device (the instructions ask for one device),
 * which the examinee is told and the result records. Storage may be unavailable: the key then
 * lives for this page only, which at worst reports a reload as a second device to the examinee.
 */
export const deviceKeyStorageKey = (token: string) => `mirume.exam-device.${token}`;

const memory = new Map<string, string>();

function newKey() {
  return crypto.randomUUID().replaceAll('-', '');
}

/** Whether this browser has taken part in the link's test before. */
export function hasDeviceKey(token: string, storage: Storage = window.localStorage): boolean {
  try {
    if (storage.getItem(deviceKeyStorageKey(token))) return true;
  } catch {
    // Unavailable storage: fall back to this page's memory.
  }
  return memory.has(token);
}

/** This browser's key for the link, created on first use. */
export function deviceKeyFor(token: string, storage: Storage = window.localStorage): string {
  try {
    const stored = storage.getItem(deviceKeyStorageKey(token));
    if (stored) return stored;
    const key = memory.get(token) ?? newKey();
    storage.setItem(deviceKeyStorageKey(token), key);
    return key;
  } catch {
    const key = memory.get(token) ?? newKey();
    memory.set(token, key);
    return key;
  }
}
