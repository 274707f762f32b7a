/**
 * The persisted client state of spec §3: `auth.token` and `auth.user` (company) and
 * `auth_sys.user` (operator; the operator's credentials themselves live in HttpOnly cookies).
 * Values are parsed with the shared schemas, so a corrupted entry counts as "signed out".
 * Components subscribe with `useSyncExternalStore`; other tabs are followed through `storage`.
 */
import {
  COMPANY_SESSION_KEYS,
  STORAGE_KEYS,
  type TAuthToken,
  type TCompanyUser,
  type TSystemAdmin,
  ZAuthToken,
  ZCompanyUser,
  ZSystemAdmin,
} from '@mirume/shared';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Snapshots must be referentially stable between calls: cache the parsed value per raw string.
const parsed = new Map<string, { raw: string | null; value: unknown }>();

function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.value as T | null;
  let value: T | null = null;
  if (raw !== null) {
    try {
      const result = schema.safeParse(JSON.parse(raw));
      value = result.success ? result.data : null;
    } catch {
      value = null;
    }
  }
  parsed.set(key, { raw, value });
  return value;
}

function writeJson(key: string, value: unknown) {
  window.localStorage.setItem(key, JSON.stringify(value));
  emit();
}

function remove(keys: readonly string[]) {
  for (const key of keys) window.localStorage.removeItem(key);
  emit();
}

// ---- company ------------------------------------------------------------------------------------

export const getCompanyToken = () => readJson(STORAGE_KEYS.companyToken, ZAuthToken);
export const getCompanyUser = () => readJson(STORAGE_KEYS.companyUser, ZCompanyUser);

/** "A user with a user object is deemed logged in" (spec §4); API calls also need the token. */
export function isCompanySignedIn() {
  return getCompanyUser() !== null && getCompanyToken() !== null;
}

export function setCompanySession(user: TCompanyUser, token: TAuthToken) {
  window.localStorage.setItem(STORAGE_KEYS.companyToken, JSON.stringify(token));
  writeJson(STORAGE_KEYS.companyUser, user);
}

export function setCompanyUser(user: TCompanyUser) {
  writeJson(STORAGE_KEYS.companyUser, user);
}

/** Company logout and 401: token, user and the remembered list conditions go (spec §9). */
export function clearCompanySession() {
  for (const key of COMPANY_SESSION_KEYS) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (privacy mode); nothing to clear then.
    }
  }
  remove([STORAGE_KEYS.companyToken, STORAGE_KEYS.companyUser]);
}

export function useCompanyUser(): TCompanyUser | null {
  return useSyncExternalStore(subscribe, getCompanyUser, () => null);
}

// ---- operator -----------------------------------------------------------------------------------

export const getSystemAdmin = () => readJson(STORAGE_KEYS.systemAdminUser, ZSystemAdmin);

export function setSystemAdmin(admin: TSystemAdmin) {
  writeJson(STORAGE_KEYS.systemAdminUser, admin);
}

/** Operator logout and 401: the marker goes and all session storage is cleared (spec §9). */
export function clearSystemAdminSession() {
  try {
    window.sessionStorage.clear();
  } catch {
    // See clearCompanySession.
  }
  remove([STORAGE_KEYS.systemAdminUser]);
}

export function useSystemAdmin(): TSystemAdmin | null {
  return useSyncExternalStore(subscribe, getSystemAdmin, () => null);
}
