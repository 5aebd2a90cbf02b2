import { afterEach, describe, expect, test, vi } from 'vitest';

const settings = vi.hoisted(() => ({ seconds: 30 as number | undefined }));
vi.mock('~/modules/config/env.server', () => ({
  env: () => ({ APP_ENV: 'production', REFERENCE_CACHE_SECONDS: settings.seconds }),
}));

const { setDatabase } = await import('~/db/client.server');
const { REFERENCE_CHANNEL, cachedReference, forgetReferenceData, referenceDataSince, referenceDataVersion } =
  await import('./reference-cache.server');

afterEach(() => {
  vi.useRealTimers();
  forgetReferenceData();
});

describe('reference cache', () => {
  test('loads once within the lifetime, however many ask at once, then loads again', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'fleet');
    expect(await Promise.all([cachedReference('k', load), cachedReference('k', load)])).toEqual(['fleet', 'fleet']);
    vi.advanceTimersByTime(29_000);
    await cachedReference('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cachedReference('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a query builder (a thenable that runs its query on every await) is run once', async () => {
    let runs = 0;
    const query = {
      then(resolve: (rows: string[]) => void) {
        runs++;
        resolve(['Dubai']);
      },
    };
    const load = () => query as unknown as Promise<string[]>;
    expect(await cachedReference('k', load)).toEqual(['Dubai']);
    expect(await cachedReference('k', load)).toEqual(['Dubai']);
    expect(runs).toBe(1);
  });

  test('a failed load is not kept', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('fleet');
    await expect(cachedReference('k', load)).rejects.toThrow('down');
    expect(await cachedReference('k', load)).toBe('fleet');
  });

  test('forgetting drops every copy; a lifetime of 0 never keeps anything', async () => {
    const load = vi.fn(async () => 'x');
    await cachedReference('k', load);
    forgetReferenceData();
    await cachedReference('k', load);
    settings.seconds = 0;
    await cachedReference('k', load);
    await cachedReference('k', load);
    expect(load).toHaveBeenCalledTimes(4);
    settings.seconds = 30;
  });

  test('every copy ends with its generation: one read later in it does not live longer', async () => {
    vi.useFakeTimers();
    forgetReferenceData();
    const began = referenceDataSince();
    const rates = vi.fn(async () => 'rates');
    const fleet = vi.fn(async () => 'fleet');
    await cachedReference('rates', rates);
    vi.advanceTimersByTime(20_000);
    await cachedReference('fleet', fleet);
    vi.advanceTimersByTime(10_000);
    // 30 s after the generation began: both are read again, together.
    await Promise.all([cachedReference('rates', rates), cachedReference('fleet', fleet)]);
    expect([rates.mock.calls.length, fleet.mock.calls.length]).toEqual([2, 2]);
    expect(referenceDataSince()).toBe(began + 30_000);
  });
});

describe('reference data changed on another instance', () => {
  test('a notification drops every copy at once; a lost connection leaves the lifetime as the bound', async () => {
    const listening: { notify?: () => void; lost?: () => void; channel?: string } = {};
    setDatabase({
      listen: async (channel: string, onNotify: () => void, onLost: () => void) => {
        Object.assign(listening, { channel, notify: onNotify, lost: onLost });
        return async () => {};
      },
    } as never);
    const load = vi.fn(async () => 'rates');
    await cachedReference('k', load);
    await vi.waitFor(() => expect(listening.channel).toBe(REFERENCE_CHANNEL));
    await cachedReference('k', load);
    const before = referenceDataVersion();
    listening.notify!();
    expect(referenceDataVersion()).toBe(before + 1);
    await cachedReference('k', load);
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
    const calls = load.mock.calls.length;
    await cachedReference('k', load);
    expect(load).toHaveBeenCalledTimes(calls);
    listening.lost!();
    setDatabase(undefined);
  });
});
