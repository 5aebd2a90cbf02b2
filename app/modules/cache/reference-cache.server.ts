import { env } from '~/modules/config/env.server';

/**
 * Reference data (the fleet and its starting rates, branches, vehicle types, categories, offers,
 * site settings) changes a few times a day but is read by nearly every page. Each app instance keeps
 * what it loaded for REFERENCE_CACHE_SECONDS (default 30; 0 turns it off, as tests do), so a staff
 * change shows everywhere within that time. Only read-only copies live here, never state.
 */
const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

/** How long an instance keeps reference data, and pages made only of it (server/page-cache.ts). */
export function referenceCacheSeconds() {
  const { REFERENCE_CACHE_SECONDS, APP_ENV } = env();
  return REFERENCE_CACHE_SECONDS ?? (APP_ENV === 'test' ? 0 : 30);
}

const lifetimeMs = () => referenceCacheSeconds() * 1000;

// Counts this instance's staff changes; on globalThis because the server and the app's build each load this module.
const changes = globalThis as { __referenceDataVersion?: number };

/** Changes whenever this instance forgets its reference data: what was made from it is out of date. */
export const referenceDataVersion = () => changes.__referenceDataVersion ?? 0;

/** The cached value for `key`, loading it (once, however many requests ask at the same moment) when absent or stale. */
export function cachedReference<T>(key: string, load: () => Promise<T>): Promise<T> {
  const lifetime = lifetimeMs();
  if (lifetime === 0) return load();
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
  // A real promise of the result: a query builder is a thenable that would run its query again on every await.
  const value = Promise.resolve().then(load);
  entries.set(key, { expiresAt: now + lifetime, value });
  // A failed load is not remembered: the next request tries again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Drops this instance's copies (after a staff change here; other instances catch up within the lifetime). */
export function forgetReferenceData() {
  entries.clear();
  changes.__referenceDataVersion = referenceDataVersion() + 1;
}
