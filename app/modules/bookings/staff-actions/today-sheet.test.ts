import { describe, expect, test } from 'vitest';
import { atBranch, byBranch, entryDone, sheetBranchParam, sheetDayParam, sheetDays, sheetEntry } from './today-sheet';

describe('the daily sheet', () => {
  test('covers today and tomorrow in Dubai, midnight to midnight, whatever the server zone', () => {
    // 21:30 UTC on 25 November is 01:30 on the 26th in Dubai.
    const [today, tomorrow] = sheetDays(new Date('2026-11-25T21:30:00Z'));
    expect(today).toEqual({
      date: '2026-11-26',
      start: new Date('2026-11-25T20:00:00Z'),
      end: new Date('2026-11-26T20:00:00Z'),
    });
    expect(tomorrow).toEqual({
      date: '2026-11-27',
      start: new Date('2026-11-26T20:00:00Z'),
      end: new Date('2026-11-27T20:00:00Z'),
    });
  });

  test('another day and the one after it, when staff plan ahead; only real dates within a year are taken', () => {
    const now = new Date('2026-11-26T04:00:00Z');
    expect(sheetDays(now, '2026-12-31').map((day) => day.date)).toEqual(['2026-12-31', '2027-01-01']);
    expect(sheetDayParam('2026-12-31', now)).toBe('2026-12-31');
    for (const value of [null, '', '2026-02-30', '31/12/2026', '2028-01-01', '2025-11-01', '2026-12-31T00:00'])
      expect(sheetDayParam(value, now), String(value)).toBeNull();
  });

  const booking = (id: number, pickupAt: string, dropoffAt: string, pickupBranchId = 1, dropoffBranchId = 1) => ({
    id,
    pickupAt: new Date(pickupAt),
    dropoffAt: new Date(dropoffAt),
    pickupBranchId,
    dropoffBranchId,
  });

  test('lists each branch in the given order, its pick-ups and returns in time order, a return first at the same minute', () => {
    const [today] = sheetDays(new Date('2026-11-26T04:00:00Z'));
    const entries = [
      sheetEntry(booking(1, '2026-11-26T10:00:00Z', '2026-11-28T10:00:00Z'), 'pickup'),
      sheetEntry(booking(2, '2026-11-20T06:00:00Z', '2026-11-26T06:00:00Z'), 'return'),
      sheetEntry(booking(3, '2026-11-26T06:00:00Z', '2026-11-27T06:00:00Z'), 'pickup'),
      // Picked up at branch 2, returned at branch 1 today: it is branch 1's return.
      sheetEntry(booking(4, '2026-11-24T06:00:00Z', '2026-11-26T08:00:00Z', 2, 1), 'return'),
      sheetEntry(booking(5, '2026-11-26T07:00:00Z', '2026-11-29T07:00:00Z', 2, 2), 'pickup'),
      // Tomorrow's pick-up is not today's.
      sheetEntry(booking(6, '2026-11-27T07:00:00Z', '2026-11-29T07:00:00Z'), 'pickup'),
    ];
    const sheet = byBranch(entries, today, [2, 3, 1]);
    expect(sheet.map((branch) => branch.branchId)).toEqual([2, 1]);
    expect(sheet[0].entries.map((entry) => [entry.booking.id, entry.move])).toEqual([[5, 'pickup']]);
    expect(sheet[1].entries.map((entry) => [entry.booking.id, entry.move])).toEqual([
      [2, 'return'],
      [3, 'pickup'],
      [4, 'return'],
      [1, 'pickup'],
    ]);
  });

  test('an empty day has no branches', () => {
    const [today] = sheetDays(new Date('2026-11-26T04:00:00Z'));
    expect(byBranch([], today, [1, 2])).toEqual([]);
  });
});

describe('the sheet for one branch, and what is done', () => {
  test('a branch from the address is one of the branches, else all are shown', () => {
    expect(sheetBranchParam('2', [1, 2, 3])).toBe(2);
    for (const value of [null, '', '9', 'abc', '2.0', '-1', '1e3', '99999999999']) {
      expect(sheetBranchParam(value, [1, 2, 3]), String(value)).toBeNull();
    }
  });

  test('the entries of one branch, or every entry', () => {
    const entries = [{ branchId: 1 }, { branchId: 2 }, { branchId: 1 }];
    expect(atBranch(entries, 1)).toEqual([{ branchId: 1 }, { branchId: 1 }]);
    expect(atBranch(entries, null)).toBe(entries);
  });

  test.each([
    ['pickup', 'confirmed', false],
    ['pickup', 'active', true],
    ['pickup', 'completed', true],
    ['return', 'active', false],
    ['return', 'completed', true],
  ] as const)('given a %s of a %s booking, done should be %s', (move, status, done) => {
    expect(entryDone(move, status)).toBe(done);
  });
});
