import { describe, expect, test } from 'vitest';
import { serializeConsent } from './cookies.server';
import { sharedPageVariant } from './shared-pages.server';

const cookieOf = (setCookie: string) => setCookie.split(';')[0];

describe('which visitors may be given a page shared with others', () => {
  test.each<[string, string | undefined, string | null]>([
    ['no cookie at all', undefined, 'no-consent'],
    ['an empty Cookie header', ' ', 'no-consent'],
    ['a session', 'session=abc', null],
    ['a one-time message', 'flash=eyJ4IjoxfQ', null],
    ['a cookie of some other site or tool', '_ga=GA1.1', null],
    ['a garbled consent', 'cookie_consent=garbage', null],
  ])('given %s, should answer %s', async (_name, cookie, variant) => {
    expect(await sharedPageVariant(cookie)).toBe(variant);
  });

  test('a declined consent has its own variant (no cookie bar); an accepted one gets its own page, so its views are recorded', async () => {
    const declined = cookieOf(await serializeConsent('declined'));
    const accepted = cookieOf(await serializeConsent('accepted'));
    expect(await sharedPageVariant(declined)).toBe('declined');
    expect(await sharedPageVariant(accepted)).toBeNull();
    expect(await sharedPageVariant(`${declined}; session=abc`)).toBeNull();
  });
});
