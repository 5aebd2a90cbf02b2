import { createCookie, redirect } from 'react-router';
import { env, isProduction } from '~/modules/config/env.server';

const DEVELOPMENT_SECRET = 'development-only-secret-change-me-in-production';
export const cookieSecrets = () => [env().SESSION_SECRET ?? DEVELOPMENT_SECRET];

/** Cookie consent is remembered for 150 days (the spec's 12,960,000 seconds). */
const CONSENT_MAX_AGE_SECONDS = 12_960_000;

export type Consent = 'accepted' | 'declined';

const consentCookie = () =>
  createCookie('cookie_consent', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isProduction(),
    maxAge: CONSENT_MAX_AGE_SECONDS,
  });

export async function readConsent(request: Request): Promise<Consent | null> {
  const value = await consentCookie().parse(request.headers.get('Cookie'));
  return value === 'accepted' || value === 'declined' ? value : null;
}

export function serializeConsent(consent: Consent) {
  return consentCookie().serialize(consent);
}

export type Flash = { kind: 'success' | 'error' | 'info'; message: string };

const flashCookie = () =>
  createCookie('flash', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isProduction(),
    secrets: cookieSecrets(),
    maxAge: 60,
  });

/** Reads the one-time message and returns the header that clears it, so it shows on one page only. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clearHeader: string | null }> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('flash=')) return { flash: null, clearHeader: null };
  const value = (await flashCookie().parse(header)) as Flash | null;
  return { flash: value ?? null, clearHeader: await flashCookie().serialize('', { maxAge: 0 }) };
}

/** The Set-Cookie value that shows a one-time message on the next page the browser asks for. */
export function flashCookieHeader(flash: Flash) {
  return flashCookie().serialize(flash);
}

export async function redirectWithFlash(to: string, flash: Flash, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append('Set-Cookie', await flashCookie().serialize(flash));
  return redirect(to, { ...init, headers });
}
