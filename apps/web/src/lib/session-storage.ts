/** sessionStorage that never throws: when storage is full or disabled, conditions simply do not survive. */
export function readSession<T>(key: string, parse: (value: unknown) => T, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? fallback : parse(JSON.parse(raw));
  } catch {
    return fallback;
  }
}

export function writeSession(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // see readSession
  }
}
