import { describe, expect, test } from 'vitest';
import { withoutLinkSecrets } from './secret-paths';

describe('withoutLinkSecrets', () => {
  test.each([
    ['/bookings/manage/abc_DEF-123', '/bookings/manage/[token]'],
    ['/ar/bookings/manage/abc?cancel=1', '/ar/bookings/manage/[token]?cancel=1'],
    ['/bookings/manage/abc/documents/invoice', '/bookings/manage/[token]/documents/invoice'],
    ['/charges/42/tok3n', '/charges/42/[token]'],
    ['/ar/charges/42/tok3n?paid=1', '/ar/charges/42/[token]?paid=1'],
    ['/charges/42', '/charges/42'],
    ['/reset-password/r3set', '/reset-password/[token]'],
    ['/ar/home/f1rst', '/ar/home/[token]'],
    ['/staff-invitation/inv1te', '/staff-invitation/[token]'],
    ['/home', '/home'],
    ['/my-history', '/my-history'],
  ])('given %s, should keep %s', (path, kept) => {
    expect(withoutLinkSecrets(path)).toBe(kept);
  });
});
