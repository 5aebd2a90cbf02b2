import { describe, expect, test } from 'vitest';
import { depositStates } from '~/db/schema';
import { canMoveDeposit, stillHeldFils } from './deposit-states';
import { authorisationLapsesBy } from '~/utils/card-authorisation';

describe('the deposit state table', () => {
  test.each([
    ['requested', 'held'],
    ['requested', 'failed'],
    ['held', 'partly_captured'],
    ['held', 'captured'],
    ['held', 'released'],
    ['partly_captured', 'partly_captured'],
    ['partly_captured', 'captured'],
    ['partly_captured', 'released'],
  ] as const)('should let %s move to %s', (from, to) => {
    expect(canMoveDeposit(from, to)).toBe(true);
  });

  test.each([
    ['requested', 'captured'],
    ['requested', 'released'],
    ['held', 'requested'],
    ['held', 'held'],
    ['partly_captured', 'held'],
  ] as const)('should not let %s move to %s', (from, to) => {
    expect(canMoveDeposit(from, to)).toBe(false);
  });

  test.each(['captured', 'released', 'failed'] as const)('should keep %s final', (from) => {
    for (const to of depositStates) expect(canMoveDeposit(from, to)).toBe(false);
  });

  test('should hold what is neither captured nor released', () => {
    expect(stillHeldFils({ amountFils: 250_000, capturedFils: 50_000, releasedFils: 0 })).toBe(200_000);
    expect(stillHeldFils({ amountFils: 250_000, capturedFils: 50_000, releasedFils: 200_000 })).toBe(0);
  });
});

describe('when an authorisation lapses', () => {
  test('should be 30 days after the card authorised the hold, to the millisecond', () => {
    expect(authorisationLapsesBy(new Date('2026-11-28T08:00:00.000Z'))).toEqual(new Date('2026-12-28T08:00:00.000Z'));
  });
});
