import { describe, expect, test } from 'vitest';
import { withoutLinkSecrets } from './secret-paths';

describe('withoutLinkSecrets', () => {
  test.each([
    ['/bookings/manage/abc_DEF-123', '/bookings/manage/[token]'],
    ['/ar/bookings/manage/abc?cancel=1', '/ar/bookings/manage/[token]?cancel=1'],
    ['/bookings/manage/abc/documents/invoice', '/bookings/manage/[token]/documents/invoice'],
    ['/my-history', '/my-history'],
  ])('given %s, should keep %s', (path, kept) => {
    expect(withoutLinkSecrets(path)).toBe(kept);
  });
});
