import { databaseHandle } from '~/db/client.server';
import { env } from '~/modules/config/env.server';
import { logger } from '~/modules/config/logger.server';

/**
 * Reference data (the fleet and its rates, branches and their hours, vehicle types, categories,
 * offers, site settings) changes a few times a day but is read by nearly every page. Each app
 * instance keeps what it loaded in one generation: every copy is dropped together when the database
 * notifies a change to a reference table (triggers of migration 0028, on any instance), when this
 * instance makes a staff change, or REFERENCE_CACHE_SECONDS after the generation began (default 30;
 * 0 turns the cache off, as tests do), whichever comes first. Pages, prices and the API therefore
 * read the same generation, and no copy outlives the lifetime counted from when it was read.
 * Only read-only copies live here, never state. Decision records 026 and 048.
 */

/** Triggers on the reference tables notify this channel when a write commits (migration 0028). */
export const REFERENCE_CHANNEL = 'reference_data_changed';
/** After the listening connection is lost, the next try to listen again waits this long. */
const RELISTEN_AFTER_MS = 5_000;

type Generation = {
  /** Pages and copies made under an older version are out of date. */
  version: number;
  /** No copy of this generation was read before this instant. */
  startedAt: number;
  entries: Map<string, Promise<unknown>>;
};

type ReferenceState = { generation: Generation; listening: 'no' | 'starting' | 'yes'; lostAt: number };

// On globalThis because the server and the app's build each load this module: one process, one generation.
const holder = globalThis as { __referenceData?: ReferenceState };
const state = () =>
  (holder.__referenceData ??= {
    generation: { version: 0, startedAt: Date.now(), entries: new Map() },
    listening: 'no',
    lostAt: 0,
  });

/** How long an instance keeps reference data, and pages made only of it (server/page-cache.ts). */
export function referenceCacheSeconds() {
  const { REFERENCE_CACHE_SECONDS, APP_ENV } = env();
  return REFERENCE_CACHE_SECONDS ?? (APP_ENV === 'test' ? 0 : 30);
}

const lifetimeMs = () => referenceCacheSeconds() * 1000;

function beginGeneration(current: ReferenceState) {
  current.generation = { version: current.generation.version + 1, startedAt: Date.now(), entries: new Map() };
}

function startListening(current: ReferenceState) {
  if (current.listening !== 'no' || Date.now() - current.lostAt < RELISTEN_AFTER_MS) return;
  let handle;
  try {
    handle = databaseHandle();
  } catch {
    return; // not open yet: the next read tries again
  }
  current.listening = 'starting';
  const lost = () => {
    current.listening = 'no';
    current.lostAt = Date.now();
  };
  handle
    .listen(REFERENCE_CHANNEL, () => beginGeneration(current), lost)
    .then(() => {
      // Whatever was read before listening began may have missed a change.
      beginGeneration(current);
      current.listening = 'yes';
    })
    .catch((error: unknown) => {
      logger().warn({ err: error }, 'listening for reference data changes failed; copies expire after their lifetime');
      lost();
    });
}

/** The generation in force now: a new one once the lifetime of the current one is over. */
function currentGeneration(): Generation {
  const current = state();
  const lifetime = lifetimeMs();
  if (lifetime > 0) {
    startListening(current);
    if (Date.now() - current.generation.startedAt >= lifetime) beginGeneration(current);
  }
  return current.generation;
}

/**
 * Starts listening for changes made on any instance. Reads start it too; the server calls it once
 * the database is open, so a change made before the first visitor is not missed.
 */
export function watchReferenceData() {
  if (lifetimeMs() > 0) startListening(state());
}

/** Changes whenever this instance's reference data is dropped: what was made from it is out of date. */
export const referenceDataVersion = () => currentGeneration().version;

/** When the reference data this instance serves now began to be read: what is made from it lives until then plus the lifetime. */
export const referenceDataSince = () => currentGeneration().startedAt;

/** The cached value for `key`, loading it (once, however many requests ask at the same moment) when absent or out of date. */
export function cachedReference<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (lifetimeMs() === 0) return load();
  const { entries } = currentGeneration();
  const kept = entries.get(key);
  if (kept) return kept as Promise<T>;
  // A real promise of the result: a query builder is a thenable that would run its query again on every await.
  const value = Promise.resolve().then(load);
  entries.set(key, value);
  // A failed load is not remembered: the next request tries again.
  value.catch(() => {
    if (entries.get(key) === value) entries.delete(key);
  });
  return value;
}

/** Drops this instance's copies at once (after a staff change here; the other instances are told by the database). */
export function forgetReferenceData() {
  beginGeneration(state());
}
