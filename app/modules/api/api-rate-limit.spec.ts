import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { apiRateLimiter } from './api-rate-limit.server';

withTestDatabase();

const rule = { limit: 100, windowSeconds: 60 };

async function callsAllowed(limiter: ReturnType<typeof apiRateLimiter>, address: string, calls: number, at: number) {
  let allowed = 0;
  for (let n = 0; n < calls; n++) if ((await limiter.hit(address, at + n)).allowed) allowed++;
  return allowed;
}

describe("the public API's limit per client address", () => {
  test('one instance answers the limit, then refuses with the seconds until the window reopens', async () => {
    const limiter = apiRateLimiter(rule);
    const start = Date.parse('2027-01-10T08:00:00Z');
    expect(await callsAllowed(limiter, '203.0.113.7', 100, start)).toBe(100);
    const refused = await limiter.hit('203.0.113.7', start + 30_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Another address is counted on its own.
    expect((await limiter.hit('203.0.113.8', start + 30_000)).allowed).toBe(true);
    // A minute after the window opened it starts again.
    expect((await limiter.hit('203.0.113.7', start + 60_001)).allowed).toBe(true);
  });

  test('two instances share one count through the database, passing it by at most one batch each', async () => {
    const [a, b] = [apiRateLimiter(rule), apiRateLimiter(rule)];
    const start = Date.parse('2027-01-11T08:00:00Z');
    let allowed = 0;
    // Calls alternate between the instances, a tenth of a second apart, as behind a load balancer.
    for (let n = 0; n < 300; n++) {
      const answer = await (n % 2 === 0 ? a : b).hit('198.51.100.4', start + n * 100);
      if (answer.allowed) allowed++;
      // Real time passes too, so each instance's batches reach the database as they would.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect(allowed).toBeGreaterThanOrEqual(100);
    expect(allowed).toBeLessThanOrEqual(100 + 2 * 20);
  });

  test('a fresh instance knows what the others counted before its first answer', async () => {
    const start = Date.parse('2027-01-12T08:00:00Z');
    const first = apiRateLimiter(rule);
    await callsAllowed(first, '192.0.2.9', 100, start);
    // Let the first instance's last batch reach the database.
    await first.hit('192.0.2.9', start + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = apiRateLimiter(rule);
    expect((await second.hit('192.0.2.9', start + 6_000)).allowed).toBe(false);
  });
});
