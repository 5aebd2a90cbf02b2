import { describe, expect, test } from 'vitest';
import { serializeConsent } from './cookies.server';
import { sharedPageRequest, sharedPageVariant } from './shared-pages.server';

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

describe('how the page cache may serve a visitor a shared page (decision 085)', () => {
  test.each<[string, string | undefined, { variant: string; signedIn: boolean; recordsViews: boolean } | null]>([
    ['no cookie at all', undefined, { variant: 'no-consent', signedIn: false, recordsViews: false }],
    ['a session', 'session=abc', { variant: 'no-consent', signedIn: true, recordsViews: false }],
    ['a session on HTTPS', '__Host-session=abc', { variant: 'no-consent', signedIn: true, recordsViews: false }],
    [
      'a browser signed in from before',
      'known_browser=abc',
      { variant: 'no-consent', signedIn: false, recordsViews: false },
    ],
    [
      'a business customer’s figures before VAT',
      'session=abc; price_view=x',
      { variant: 'no-consent', signedIn: true, recordsViews: false },
    ],
    ['a one-time message', 'session=abc; flash=eyJ4IjoxfQ', null],
    ['a booking draft', 'bill_personal=abc', null],
    ['a cookie of some other site or tool', '_ga=GA1.1', null],
  ])('given %s, should answer %j', async (_name, cookie, expected) => {
    const request = await sharedPageRequest(cookie);
    expect(
      request && { variant: request.variant, signedIn: request.signedIn, recordsViews: request.recordsViews },
    ).toEqual(expected);
  });

  test('the shared copy is rendered with nothing of the person: no cookie, or a declined consent in place of theirs', async () => {
    const declined = cookieOf(await serializeConsent('declined'));
    const accepted = cookieOf(await serializeConsent('accepted'));
    expect((await sharedPageRequest('session=abc; known_browser=x'))!.pageCookie).toBeUndefined();
    const signedInAccepted = (await sharedPageRequest(`session=abc; ${accepted}`))!;
    expect(signedInAccepted).toEqual({ variant: 'declined', signedIn: true, pageCookie: declined, recordsViews: true });
    expect(await sharedPageVariant(signedInAccepted.pageCookie)).toBe('declined');
  });
});
