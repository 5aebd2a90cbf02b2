import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { clearRateLimit, hitRateLimit, isRateLimited } from './rate-limit.server';

withTestDatabase();

const limit = { limit: 3, windowSeconds: 60 };
const seconds = (base: Date, count: number) => new Date(base.getTime() + count * 1000);

describe('rate limits', () => {
  test('allows the limit, refuses the next with the seconds left, and opens again after the window', async () => {
    const start = new Date('2027-01-01T08:00:00Z');
    for (let i = 0; i < 3; i++)
      expect(await hitRateLimit('test:a', limit, seconds(start, i))).toEqual({ allowed: true });
    expect(await hitRateLimit('test:a', limit, seconds(start, 20))).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await isRateLimited('test:a', limit, seconds(start, 30))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await isRateLimited('test:a', limit, seconds(start, 60))).toEqual({ allowed: true });
    expect(await hitRateLimit('test:a', limit, seconds(start, 61))).toEqual({ allowed: true });
  });

  test('counts every one of many simultaneous hits', async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit('test:burst', { limit: 5, windowSeconds: 60 }, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  test('keys are independent, and clearing forgets the count', async () => {
    const now = new Date();
    for (let i = 0; i < 4; i++) await hitRateLimit('test:b', limit, now);
    expect((await isRateLimited('test:b', limit, now)).allowed).toBe(false);
    expect((await isRateLimited('test:c', limit, now)).allowed).toBe(true);
    await clearRateLimit('test:b');
    expect((await isRateLimited('test:b', limit, now)).allowed).toBe(true);
  });
});
