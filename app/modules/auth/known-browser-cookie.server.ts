import { createCookie } from 'react-router';
import { z } from 'zod';
import { isProduction } from '~/modules/config/env.server';
import { KNOWN_BROWSER_COOKIE } from '~/modules/site/cookie-names';
import { cookieSecrets } from '~/modules/site/cookies.server';
import type { KnownBrowser } from './sign-in.server';

/**
 * Marks a browser an account has signed in from, so that its own sign-in attempts are not held up
 * by guessing elsewhere (decision record 011). Signed, httpOnly, a year; it outlives Logout on purpose.
 */
const knownBrowserCookie = () =>
  createCookie(KNOWN_BROWSER_COOKIE, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isProduction(),
    secrets: cookieSecrets(),
    maxAge: 365 * 24 * 60 * 60,
  });

const knownBrowserShape = z.object({
  userId: z.number().int().positive(),
  browserId: z.string().uuid(),
});

export async function readKnownBrowser(request: Request): Promise<KnownBrowser | null> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('known_browser=')) return null;
  const parsed = knownBrowserShape.safeParse(await knownBrowserCookie().parse(header));
  return parsed.success ? parsed.data : null;
}

export function knownBrowserHeader(browser: KnownBrowser) {
  return knownBrowserCookie().serialize(browser);
}
