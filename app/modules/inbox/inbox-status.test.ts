import { describe, expect, test } from 'vitest';
import { canMoveSubmission, submissionStatuses } from './inbox-status';

describe('the inbox status rule', () => {
  test('a new entry is started or marked done', () => {
    expect(canMoveSubmission('new', 'in_progress')).toBe(true);
    expect(canMoveSubmission('new', 'done')).toBe(true);
  });

  test('an entry in progress is marked done, never sent back to new', () => {
    expect(canMoveSubmission('in_progress', 'done')).toBe(true);
    expect(canMoveSubmission('in_progress', 'new')).toBe(false);
  });

  test('a done entry moves back to in progress only', () => {
    expect(canMoveSubmission('done', 'in_progress')).toBe(true);
    expect(canMoveSubmission('done', 'new')).toBe(false);
  });

  test('staying where it is is not a move', () => {
    for (const status of submissionStatuses) expect(canMoveSubmission(status, status)).toBe(false);
  });
});
