import type { Role } from '~/db/schema';
import { unlessDatabaseIsDown } from '~/modules/db/database-outage';
import { readSession, sessionIdHashOf } from './sessions.server';

type SessionFrame = { name: string; roles: Role[] } | null;

/**
 * What a shared page's header shows of the signed-in visitor (decision record 085): their name and
 * the menu of their roles, kept a few seconds per session so that a visitor moving between pages
 * costs no database read each time. It decides nothing: every personal page and action reads the
 * session itself, so a login closed elsewhere shows its name here for at most those seconds.
 */
const KEPT_MS = 15_000;
const MOST_KEPT = 10_000;
const kept = new Map<string, { frame: SessionFrame; until: number }>();

async function readFrame(request: Request, now: number) {
  const key = await sessionIdHashOf(request);
  if (!key) return { frame: null, refreshedCookie: null };
  const known = kept.get(key);
  if (known && known.until > now) return { frame: known.frame, refreshedCookie: null };
  // Read from the database, the session's expiry moves on as any page's reading of it would move it.
  const user = await readSession(request);
  const frame = user ? { name: user.fullName, roles: user.roles } : null;
  kept.delete(key);
  kept.set(key, { frame, until: now + KEPT_MS });
  if (kept.size > MOST_KEPT) kept.delete(kept.keys().next().value!);
  return { frame, refreshedCookie: user?.refreshedCookie ?? null };
}

/** GET /my-frame: `{ user }`, never stored; served before page routing in production, as quotes are. */
export async function answerFrameRequest(request: Request, now = Date.now()): Promise<Response> {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const { frame, refreshedCookie } = await unlessDatabaseIsDown(readFrame(request, now), {
    frame: null,
    refreshedCookie: null,
  });
  if (refreshedCookie) headers.append('Set-Cookie', refreshedCookie);
  return Response.json({ user: frame }, { headers });
}
