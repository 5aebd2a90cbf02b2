import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, publicKey, recordId } from './record-id';

describe('recordId: the one reading of an id from a URL or a form', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
  ])('given %j, should be %d', (value, id) => {
    expect(recordId(value)).toBe(id);
  });

  it.each([
    ['0'],
    ['-1'],
    ['+1'],
    [' 42'],
    ['42 '],
    ['1e3'],
    ['0x1'],
    ['1.0'],
    ['abc'],
    [''],
    ['2147483648'],
    ['99999999999'],
    ['\u0661'],
    [undefined],
    [null],
    [42],
  ])('given %j, should be null', (value) => {
    expect(recordId(value)).toBeNull();
  });
});

describe('publicKey: the one reading of a random key from a URL', () => {
  it('accepts a UUID, in either case, as its lower-case form', () => {
    expect(publicKey('3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c')).toBe('3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c');
    expect(publicKey('3F2A9C1E-7B4D-4E8A-9C2B-1D5E6F7A8B9C')).toBe('3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c');
  });

  it.each([
    ['1'],
    ['42'],
    [''],
    ['3f2a9c1e7b4d4e8a9c2b1d5e6f7a8b9c'],
    ['3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9'],
    ['3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9cc'],
    ['zf2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c'],
    [' 3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c'],
    [undefined],
    [null],
    [42],
  ])('given %j, should be null', (value) => {
    expect(publicKey(value)).toBeNull();
  });
});
