import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, recordId } from './record-id';

describe('recordId: the one reading of an id from a URL or a form', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
  ])('given %j, should be %d', (value, id) => {
    expect(recordId(value)).toBe(id);
  });

  it.each([['0'], ['-1'], ['+1'], [' 42'], ['42 '], ['1e3'], ['0x1'], ['1.0'], ['abc'], [''], ['2147483648'], ['99999999999'], ['\u0661'], [undefined], [null], [42]])(
    'given %j, should be null',
    (value) => {
      expect(recordId(value)).toBeNull();
    },
  );
});
