import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isOwnFormPost } from './security-headers.server';

describe('contentSecurityPolicy: where forms may send the browser', () => {
  it('given the built-in sandbox, should allow this site only', () => {
    expect(contentSecurityPolicy('n')).toContain("form-action 'self';");
  });

  it("given the provider's payment page, should allow this site and that origin only", () => {
    const policy = contentSecurityPolicy('n', 'https://paypage.ngenius-payments.com');
    expect(policy).toContain("form-action 'self' https://paypage.ngenius-payments.com;");
    expect(policy).not.toMatch(/form-action[^;]*https:(;| )/);
  });
});

describe('isOwnFormPost: compared with the public origin, whatever Host a proxy passes on', () => {
  const site = 'https://rent.example.ae';
  it.each([
    [{ origin: 'https://rent.example.ae' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'http://rent.example.ae' }, false],
    [{ origin: 'null' }, false],
    [{ fetchSite: 'same-origin' }, true],
    [{ fetchSite: 'cross-site' }, false],
    [{}, true],
  ])('given %o, should be %s', (request, own) => {
    expect(isOwnFormPost(request, site)).toBe(own);
  });
});
