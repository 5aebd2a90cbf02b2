import { describe, expect, test } from 'vitest';
import { lastStepLabel } from './bill-stepper';

describe("the bill's last step", () => {
  test.each([
    ['confirmed', 'bill.step.confirmed'],
    ['active', 'bill.step.confirmed'],
    ['completed', 'bill.step.confirmed'],
    ['cancelled', 'bill.step.cancelled'],
    ['awaiting_payment', 'bill.step.payment'],
    ['payment_failed', 'bill.step.payment'],
    [undefined, 'bill.step.finished'],
  ] as const)('given a booking %s, should be labelled %s', (outcome, label) => {
    expect(lastStepLabel(outcome)).toBe(label);
  });
});
