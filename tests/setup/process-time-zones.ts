import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * Runs `checks` again under process time zones far from Dubai's: Dubai-time code must read only
 * Asia/Dubai fields, never a Date's local ones, so no answer may change. Node applies a change to
 * process.env.TZ at once (asserted, so these runs cannot pass vacuously).
 */
export function inOtherProcessTimeZones(name: string, checks: () => void) {
  describe.each([
    ['America/New_York', 300],
    ['Pacific/Kiritimati', -840],
  ])(`${name} with the process time zone set to %s`, (zone, offsetMinutes) => {
    let saved: string | undefined;
    beforeAll(() => {
      saved = process.env.TZ;
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    test('the zone is in effect for this process', () => {
      expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    });

    checks();
  });
}
