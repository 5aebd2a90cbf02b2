import type { DepositState } from '~/db/schema';

/**
 * The state table of a booking's security deposit (decision 056). It moves only along these
 * arrows, through its one mover in deposit-moves.server.ts:
 *
 *   requested ─▶ held ─▶ partly_captured ─▶ captured
 *       │          │            │
 *       ▼          └────────────┴─▶ released
 *     failed
 *
 * A card deposit is requested (an AUTH order waiting for the card) until the provider's order reads
 * authorised; a counter deposit starts held. Part of a held deposit may be captured for return
 * charges, tolls and fines, several times while something is still held; what is left is released.
 * Captured, released and failed are final.
 */
const depositArrows: Record<DepositState, readonly DepositState[]> = {
  requested: ['held', 'failed'],
  held: ['partly_captured', 'captured', 'released'],
  // A second part captured keeps it partly captured, with a larger amount taken.
  partly_captured: ['partly_captured', 'captured', 'released'],
  captured: [],
  released: [],
  failed: [],
};

export function canMoveDeposit(from: DepositState, to: DepositState): boolean {
  return depositArrows[from].includes(to);
}

/** The states in which something is held that may be captured or released. */
export const HOLDING_STATES: readonly DepositState[] = ['held', 'partly_captured'];

/** What is still held: neither captured nor released. */
export const stillHeldFils = (deposit: { amountFils: number; capturedFils: number; releasedFils: number }) =>
  deposit.amountFils - deposit.capturedFils - deposit.releasedFils;

/** How a deposit's rest was let go: a whole hold reversed, a partly captured one left to lapse, cash handed back. */
export type ReleaseHow = 'reversed' | 'lapses_at_bank' | 'handed_back';
