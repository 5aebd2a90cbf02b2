import { describe, expect, test } from 'vitest';
import { readHandlingChange } from './inbox-handling-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('the inbox entry handling form', () => {
  test('start, handled and reopen need nothing else', () => {
    expect(readHandlingChange(form({ intent: 'handled' }), 7)).toEqual({ intent: 'handled' });
    expect(readHandlingChange(form({ intent: 'reopen', assignee: '3' }), 7)).toEqual({ intent: 'reopen' });
    expect(readHandlingChange(form({ intent: 'start' }), 7)).toEqual({ intent: 'start' });
  });

  test('assign to me, to a named person, or to nobody', () => {
    expect(readHandlingChange(form({ intent: 'assign', assignee: 'me' }), 7)).toEqual({
      intent: 'assign',
      assigneeId: 7,
    });
    expect(readHandlingChange(form({ intent: 'assign', assignee: '12' }), 7)).toEqual({
      intent: 'assign',
      assigneeId: 12,
    });
    expect(readHandlingChange(form({ intent: 'assign', assignee: '' }), 7)).toEqual({
      intent: 'assign',
      assigneeId: null,
    });
  });

  test.each([
    [{}],
    [{ intent: 'delete' }],
    [{ intent: 'assign' }],
    [{ intent: 'assign', assignee: '0' }],
    [{ intent: 'assign', assignee: '-4' }],
    [{ intent: 'assign', assignee: '1e3' }],
    [{ intent: 'assign', assignee: '99999999999' }],
    [{ intent: 'assign', assignee: '12\u0000' }],
  ])('%o is refused', (fields) => {
    expect(readHandlingChange(form(fields as Record<string, string>), 7)).toBeNull();
  });
});
